import { postLead, type LeadSendOutcome, type LeadToSend } from './submit-lead';

/** Leads the server has not taken yet, kept in this browser until it does. */
export const LEAD_OUTBOX_KEY = 'ts_lead_outbox';
export const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;

export type WaitingLead = LeadToSend & { id: string; attempts: number; nextAttemptAt: number };

type OutboxOptions = {
  send?: (lead: LeadToSend) => Promise<LeadSendOutcome>;
  baseDelayMs?: number;
  maxDelayMs?: number;
};

function readWaiting(): WaitingLead[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(LEAD_OUTBOX_KEY) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is WaitingLead =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as WaitingLead).id === 'string' &&
        typeof (item as WaitingLead).name === 'string' &&
        typeof (item as WaitingLead).phone === 'string',
    );
  } catch {
    return [];
  }
}

function writeWaiting(leads: WaitingLead[]): void {
  try {
    if (leads.length === 0) window.localStorage.removeItem(LEAD_OUTBOX_KEY);
    else window.localStorage.setItem(LEAD_OUTBOX_KEY, JSON.stringify(leads));
  } catch {
    // A full quota: the lead stays in the list already stored, or is lost with this page.
  }
}

function storageWorks(): boolean {
  try {
    const probe = `${LEAD_OUTBOX_KEY}_probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

function newId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends leads and keeps those the server could not take, sending them again on the next page
 * load, when the browser comes back online, and on a timer that backs off from 5 s to 5 min,
 * until the server takes them. Other tabs share the same storage; the server treats the same
 * phone within a day as one lead, so a lead sent twice is kept once.
 */
export function createLeadOutbox(options: OutboxOptions = {}) {
  const send = options.send ?? ((lead: LeadToSend) => postLead(lead));
  const baseDelay = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const maxDelay = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  let timer: number | undefined;
  let flushing: Promise<void> | undefined;
  // Without storage (some private windows) leads wait in memory, for as long as the page is open.
  const persistent = storageWorks();
  let memory: WaitingLead[] = [];

  const load = () => (persistent ? readWaiting() : memory.map((lead) => ({ ...lead })));
  const save = (leads: WaitingLead[]) => {
    if (persistent) writeWaiting(leads);
    else memory = leads;
  };
  const delayAfter = (attempts: number) =>
    Math.min(baseDelay * 2 ** Math.max(0, attempts - 1), maxDelay);

  function schedule() {
    if (timer !== undefined) window.clearTimeout(timer);
    timer = undefined;
    const waiting = load();
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((lead) => lead.nextAttemptAt));
    timer = window.setTimeout(() => void flush(), Math.max(0, next - Date.now()));
  }

  function settle(id: string, outcome: LeadSendOutcome) {
    const waiting = load();
    const lead = waiting.find((item) => item.id === id);
    if (!lead) return;
    if (outcome === 'retry') {
      lead.attempts += 1;
      lead.nextAttemptAt = Date.now() + delayAfter(lead.attempts);
      save(waiting);
    } else {
      if (outcome === 'refused') console.warn('A saved lead was refused by the server.');
      save(waiting.filter((item) => item.id !== id));
    }
  }

  /** Sends the waiting leads whose turn has come, or every one of them when `all` is set. */
  function flush(all = false): Promise<void> {
    flushing ??= (async () => {
      for (const lead of load()) {
        if (!all && lead.nextAttemptAt > Date.now()) continue;
        // Another tab may have sent it meanwhile.
        if (!load().some((item) => item.id === lead.id)) continue;
        settle(lead.id, await send({ name: lead.name, phone: lead.phone, source: lead.source }));
      }
    })().finally(() => {
      flushing = undefined;
      schedule();
    });
    return flushing;
  }

  /** Sends a lead once; if that fails it is kept and sent again later. */
  async function submit(lead: LeadToSend): Promise<LeadSendOutcome> {
    const outcome = await send(lead);
    if (outcome === 'retry') {
      save([
        ...load(),
        { ...lead, id: newId(), attempts: 1, nextAttemptAt: Date.now() + delayAfter(1) },
      ]);
      schedule();
    }
    return outcome;
  }

  const onOnline = () => void flush(true);

  return {
    submit,
    flush,
    /** The leads waiting for the server. */
    waiting: () => load(),
    /** Sends what an earlier visit left, and watches for the connection coming back. */
    start(): () => void {
      window.addEventListener('online', onOnline);
      void flush(true);
      return () => {
        window.removeEventListener('online', onOnline);
        if (timer !== undefined) window.clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}

export type LeadOutbox = ReturnType<typeof createLeadOutbox>;

let outbox: LeadOutbox | undefined;

/** The page's one outbox. */
export function leadOutbox(): LeadOutbox {
  outbox ??= createLeadOutbox();
  return outbox;
}
