// The 'ips' change request kind: a new or changed investment policy statement of an active account,
// signed by the members its signing authority names. Once signed it goes to the portfolio manager's
// review; a decline brings it back to draft.
import { registerChangeRequestKind } from '../change-requests/registry.ts';
import { listSigners } from '../change-requests/service.ts';
import { IPS_DOCUMENT_NAME, ipsDocumentTitle, loadIpsContent, renderIpsPdf } from './ips-document.ts';
import { IPS_KIND, moveIpsThroughSigning } from './signing.ts';

const ipsIdOf = (newData: Record<string, unknown> | null): number => Number(newData?.ips_id);

registerChangeRequestKind({
  kind: IPS_KIND,
  title: (request) => ipsDocumentTitle(request.account_name),
  async renderDocuments(q, request) {
    const content = await loadIpsContent(q, ipsIdOf(request.new_data));
    if (!content) throw new Error(`The IPS of change request ${request.id} is gone`);
    const signers = await listSigners(q, request.id);
    const pdf = await renderIpsPdf({
      title: ipsDocumentTitle(request.account_name),
      content,
      signers: signers.map((s) => ({ name: `${s.first_name} ${s.last_name}`.trim() })),
      date: new Date(request.created_at),
    });
    return [{ name: IPS_DOCUMENT_NAME, pdf }];
  },
  async onApproved(_d, q, request) {
    await moveIpsThroughSigning(q, ipsIdOf(request.new_data), 'signed');
  },
  async onDeclined(_d, q, request) {
    await moveIpsThroughSigning(q, ipsIdOf(request.new_data), 'declined');
  },
});
