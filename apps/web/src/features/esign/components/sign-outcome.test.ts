// The signing outcome table of docs/decisions.md ("Signing outcome pages"), row by row.
import type { TChangeRequest } from '@portal/contracts/api/change-requests';
import { esignTexts, type TSigningEvent } from '@portal/contracts/api/esign';
import { ipsTexts } from '@portal/contracts/api/ips';
import { onboardingTexts } from '@portal/contracts/api/onboarding';
import { describe, expect, it } from 'vitest';
import { changeRequest } from './esign-test-fixtures';
import { outcomeOf, type TSignOutcome } from './sign-outcome';

// Two signatures asked and no approvers listed: the table's rows set what they depend on.
const request = (overrides: Partial<TChangeRequest> = {}): TChangeRequest =>
  changeRequest({ signatures: { required: 2, signed: 0 }, approvers: [], ...overrides });

const KINDS = { application: 'application', 'bank change': 'bank_account_edit', IPS: 'ips' } as const;
type TKindName = keyof typeof KINDS;
const ALL_KINDS = Object.keys(KINDS) as TKindName[];

const STATES = {
  'pending, member not signed': { status: 'pending', my_status: 'pending' },
  'member signed, others pending': { status: 'pending', my_status: 'signed', can_sign: false },
  approved_by_users: { status: 'approved_by_users', my_status: 'signed', can_sign: false },
  'declined by the member': { status: 'declined', my_status: 'declined', can_sign: false },
  'declined by another member': { status: 'declined', my_status: 'pending', can_sign: false },
  cancelled: { status: 'cancelled', my_status: 'pending', can_sign: false },
} as const satisfies Record<string, Partial<TChangeRequest>>;
type TStateName = keyof typeof STATES;

const page = (heading: string, lines: string[], unsigned = false): TSignOutcome => ({
  show: 'page',
  heading,
  lines,
  unsigned,
  signNow: unsigned,
});
const ACCOUNT: TSignOutcome = { show: 'account' };
const FINISH_LATER = page(esignTexts.finishLater, [esignTexts.finishLaterText], true);
const SESSION_TIME_OUT = page(esignTexts.sessionTimeOut, [esignTexts.sessionTimeOutText], true);
const SIGNED_WAITING = page(esignTexts.signedHeading, [esignTexts.willBeActivated]);

type TRow = {
  events: TSigningEvent[];
  kinds: TKindName[];
  state: TStateName;
  /** The viewer is the primary user unless a row says otherwise. */
  primary?: boolean;
  accountStatus?: string;
  expected: TSignOutcome;
};

const FINISH_EVENTS: TSigningEvent[] = ['cancel', 'viewing_complete', 'ttl_expired'];
const NOT_SIGNING: TSigningEvent[] = [...FINISH_EVENTS, 'session_timeout'];

const ROWS: TRow[] = [
  // signing_complete
  {
    events: ['signing_complete'],
    kinds: ALL_KINDS,
    state: 'pending, member not signed',
    expected: FINISH_LATER,
  },
  {
    events: ['signing_complete'],
    kinds: ALL_KINDS,
    state: 'member signed, others pending',
    expected: SIGNED_WAITING,
  },
  {
    events: ['signing_complete'],
    kinds: ['application'],
    state: 'approved_by_users',
    expected: page(esignTexts.signedHeading, [esignTexts.applicationSigned, onboardingTexts.processingTime]),
  },
  {
    events: ['signing_complete'],
    kinds: ['application', 'bank change'],
    state: 'approved_by_users',
    accountStatus: 'active',
    expected: page(esignTexts.signedHeading, [esignTexts.changeActivated]),
  },
  {
    events: ['signing_complete'],
    kinds: ['IPS'],
    state: 'approved_by_users',
    accountStatus: 'active',
    expected: page(esignTexts.signedHeading, [ipsTexts.signedForReview]),
  },
  {
    events: ['signing_complete', 'decline'],
    kinds: ['application'],
    state: 'declined by the member',
    expected: page(esignTexts.declinedHeading, [esignTexts.declinedPrimary]),
  },
  {
    events: ['signing_complete', 'decline'],
    kinds: ['bank change'],
    state: 'declined by the member',
    expected: page(esignTexts.declinedHeading, [esignTexts.declinedPrimaryBankChange]),
  },
  {
    events: ['signing_complete', 'decline'],
    kinds: ['IPS'],
    state: 'declined by the member',
    expected: page(esignTexts.declinedHeading, [esignTexts.declinedPrimaryIps]),
  },
  {
    events: ['signing_complete', 'decline'],
    kinds: ALL_KINDS,
    state: 'declined by the member',
    primary: false,
    expected: page(esignTexts.declinedHeading, [esignTexts.declinedMember]),
  },
  {
    events: ['signing_complete'],
    kinds: ['application'],
    state: 'declined by another member',
    expected: page('The application has been declined', [esignTexts.applicationReturnedToYou]),
  },
  {
    events: ['signing_complete'],
    kinds: ['application'],
    state: 'declined by another member',
    primary: false,
    expected: page('The application has been declined', [esignTexts.applicationReturnedToPrimary]),
  },
  {
    events: ['signing_complete'],
    kinds: ['bank change'],
    state: 'declined by another member',
    expected: page('The bank account change has been declined', [esignTexts.bankChangeNotMade]),
  },
  {
    events: ['signing_complete'],
    kinds: ['IPS'],
    state: 'declined by another member',
    expected: page('The IPS change has been declined', [esignTexts.ipsNotTakingEffect]),
  },
  { events: ['signing_complete'], kinds: ALL_KINDS, state: 'cancelled', expected: ACCOUNT },
  // decline
  ...(
    [
      ['application', esignTexts.declineConfirmPrimary],
      ['bank change', esignTexts.declineConfirmPrimaryBankChange],
      ['IPS', esignTexts.declineConfirmPrimaryIps],
    ] as const
  ).map(
    ([kind, line]): TRow => ({
      events: ['decline'],
      kinds: [kind],
      state: 'pending, member not signed',
      expected: { show: 'confirmDecline', heading: esignTexts.declineConfirmHeading, lines: ['Title', line] },
    }),
  ),
  {
    events: ['decline'],
    kinds: ALL_KINDS,
    state: 'pending, member not signed',
    primary: false,
    expected: {
      show: 'confirmDecline',
      heading: esignTexts.declineConfirmHeading,
      lines: ['Title', esignTexts.declineConfirmMember],
    },
  },
  ...(
    ['member signed, others pending', 'approved_by_users', 'declined by another member', 'cancelled'] as const
  ).map((state): TRow => ({ events: ['decline'], kinds: ALL_KINDS, state, expected: ACCOUNT })),
  // cancel, viewing_complete, ttl_expired and session_timeout
  { events: FINISH_EVENTS, kinds: ALL_KINDS, state: 'pending, member not signed', expected: FINISH_LATER },
  {
    events: ['session_timeout'],
    kinds: ALL_KINDS,
    state: 'pending, member not signed',
    expected: SESSION_TIME_OUT,
  },
  {
    events: FINISH_EVENTS,
    kinds: ALL_KINDS,
    state: 'member signed, others pending',
    expected: page(esignTexts.signatureRecordedHeading, [esignTexts.willBeActivated]),
  },
  {
    events: ['session_timeout'],
    kinds: ALL_KINDS,
    state: 'member signed, others pending',
    expected: page(esignTexts.sessionTimeOut, [esignTexts.willBeActivated]),
  },
  ...(
    ['approved_by_users', 'declined by the member', 'declined by another member', 'cancelled'] as const
  ).map((state): TRow => ({ events: NOT_SIGNING, kinds: ALL_KINDS, state, expected: ACCOUNT })),
];

const CASES = ROWS.flatMap((row) =>
  row.events.flatMap((event) =>
    row.kinds.map((kind) => ({
      ...row,
      event,
      kind,
      viewer: row.primary === false ? 'member' : 'primary user',
    })),
  ),
);

const outcomeFor = ({ event, kind, state, primary, accountStatus }: (typeof CASES)[number]) =>
  outcomeOf(
    event,
    request({
      kind: KINDS[kind],
      title: 'Title',
      is_primary_user: primary ?? true,
      ...STATES[state],
      ...(accountStatus ? { account: { id: 41, name: 'Olivia Nguyen', status: accountStatus } } : {}),
    }),
  );

describe('the signing outcome of an event, a kind of request and its state', () => {
  it.each(CASES)('$event, $kind, $state, seen by the $viewer', (row) => {
    expect(outcomeFor(row)).toEqual(row.expected);
  });

  it('covers every event, kind and state', () => {
    const covered = new Set(CASES.map(({ event, kind, state }) => `${event}|${kind}|${state}`));
    const events: TSigningEvent[] = ['signing_complete', 'decline', ...NOT_SIGNING];
    for (const event of events)
      for (const kind of ALL_KINDS)
        for (const state of Object.keys(STATES)) expect(covered).toContain(`${event}|${kind}|${state}`);
  });

  it('says a request is returned to the member only for an application', () => {
    for (const row of CASES) {
      const shown = outcomeFor(row);
      if (shown.show !== 'account' && row.kind !== 'application')
        expect(shown.lines.join(' '), `${row.event} ${row.kind}`).not.toMatch(/returned to/);
    }
  });

  it('says nothing is signed only while the member has not signed', () => {
    for (const row of CASES) {
      const shown = outcomeFor(row);
      if (shown.show === 'page' && shown.lines.includes(esignTexts.finishLaterText))
        expect(STATES[row.state].my_status, `${row.event} ${row.state}`).toBe('pending');
    }
  });
});
