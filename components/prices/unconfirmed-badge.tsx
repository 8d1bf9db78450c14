import { UNCONFIRMED_EXPLANATION } from "./format";

/** Marks a price its source calls unconfirmed; the explanation is a tooltip and screen-reader text. */
export function UnconfirmedBadge() {
  return (
    <span className="price-badge price-badge-unconfirmed" title={UNCONFIRMED_EXPLANATION}>
      unconfirmed<span className="price-sr-only">: {UNCONFIRMED_EXPLANATION}</span>
    </span>
  );
}
