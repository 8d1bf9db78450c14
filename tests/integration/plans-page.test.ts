/**
 * /plans renders on the server: the form's plan (file or paste) and usage fields, and the
 * command and endpoint that do the same. The review itself is the API's (plan-reviews-api.test.ts).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import PlansPage from "@/app/plans/page";

describe("/plans", () => {
  const html = renderToStaticMarkup(createElement(PlansPage));

  it("offers the plan as a file or pasted, and the usage", () => {
    expect(html).toContain('name="planFile"');
    expect(html).toContain('name="planText"');
    expect(html).toContain('name="usage"');
    expect(html).toContain("terraform show -json");
    expect(html).toContain("POST /api/v1/plan-reviews");
  });
});
