import { z } from "zod";

/**
 * TCP connections an NFS client opens to a file server (FSx for NetApp ONTAP, FSx for
 * OpenZFS). One per mount unless the mount sets nconnect: "Earlier NFS client
 * implementations use only a single TCP connection with a mount ... An nconnect-enabled
 * client can have multiple TCP connections (up to 16) associated with a single NFS mount"
 * (NetApp ONTAP documentation, "Learn about nconnect for NFS performance",
 * https://docs.netapp.com/us-en/ontap/nfs-admin/nconnect-concept.html, read 2026-11-24);
 * Linux's nconnect gives "N (up to 16) TCP connections ... for a mount, instead of just
 * one TCP connection" (FreeBSD commit adding the Linux-compatible option, 9ec7dbf46b0a).
 * Each connection is one flow, held to EC2's single-flow rate (../client/network.ts), so
 * without nconnect one client moves at most 5 Gbps to the file system, whatever its
 * throughput capacity and the client's own bandwidth. SMB without multichannel and an
 * iSCSI session are one connection too.
 */
export const NFS_DEFAULT_CONNECTIONS = 1;
export const NFS_MAX_CONNECTIONS = 16;

export const nfsConnectionsSchema = z
  .number({ error: "nfsConnections must be a number" })
  .int("nfsConnections must be a whole number")
  .min(1, "nfsConnections must be at least 1")
  .max(NFS_MAX_CONNECTIONS, `nfsConnections must be at most ${NFS_MAX_CONNECTIONS} (the most nconnect allows)`)
  .default(NFS_DEFAULT_CONNECTIONS)
  .meta({
    description: `TCP connections each client's mount opens (the nconnect mount option, 1-${NFS_MAX_CONNECTIONS}; default 1). Each is held to EC2's 5 Gbps single-flow limit.`,
  });

/** Why a client has that many connections, for the bottleneck text. */
export function nfsConnectionsText(connections: number): string {
  return connections === 1
    ? "one TCP connection per client mount, no nconnect"
    : `nconnect=${connections} per client mount`;
}
