/**
 * Evidence records from a `owner/name@commit:path` reference, for facts files that cite one vendor repository many
 * times: a vendor-source record names repo, commit and path; a vendor-docs record for a docs file in that repository
 * links the file at that commit.
 */
import type { Evidence } from '../../compiler/contract/index.js';

function split(ref: string): { repo: string; commit: string; path: string } {
  const at = ref.indexOf('@');
  const colon = ref.indexOf(':', at);
  if (at < 0 || colon < 0) throw new Error(`not an owner/name@commit:path reference: ${ref}`);
  return { repo: ref.slice(0, at), commit: ref.slice(at + 1, colon), path: ref.slice(colon + 1) };
}

/** A vendor-source record: `claim`, read in `ref` on `date`. */
export function sourceRecord(ref: string, date: string, claim: string): Evidence {
  return { basis: 'vendor-source', date, claim, ...split(ref) };
}

/** A vendor-docs record for a docs file kept in the vendor's repository, linked at the commit read. */
export function docsRecord(ref: string, date: string, claim: string): Evidence {
  const { repo, commit, path } = split(ref);
  return { basis: 'vendor-docs', date, claim, url: `https://github.com/${repo}/blob/${commit}/${path}` };
}
