import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  assistAdd,
  assistGet,
  checkLeadInformation,
  getLeadInformation,
  getTicketLink,
} from '../../contract/assistantCalls';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/callApi';
import { callQuery } from '../api/callQuery';
import { queryKeys } from '../api/queryKeys';
import { useAccount } from '../api/useAccount';
import { useQuery } from '../api/useQuery';
import { useStoreOwner } from '../components/useStoreOwner';
import { deviceId } from '../session/deviceId';
import { useEnrollContext } from '../session/enrollContext';

/** How long a send error stays on screen. */
export const SEND_ERROR_MS = 5000;

/** The rep-message view: the assistant's questions and the visitor's answers, one at a time. */
function RepAssistant({
  agentId,
  groupId,
  repName,
}: {
  agentId: number;
  groupId: number | null;
  repName: string;
}) {
  const device = deviceId();
  const webUrl = window.location.href.slice(0, 500);
  const queryClient = useQueryClient();
  // Opening the rep's assistant keeps this device's lead with the rep (and the group of the visit).
  useQuery({
    queryKey: queryKeys.leadKept(agentId, groupId, device),
    queryFn: () =>
      callApi(getLeadInformation, {
        query: {
          store_information: '1',
          device_id: device,
          web_url: webUrl,
          agent_id: agentId,
          ...(groupId !== null ? { group_id: groupId } : {}),
        },
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const log = useRef<HTMLDivElement>(null);
  const chat = useQuery({
    queryKey: queryKeys.assistant(agentId, device),
    queryFn: () => callApi(assistGet, { query: { agent_id: agentId, device_id: device, web_url: webUrl } }),
  });
  const [answer, setAnswer] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), SEND_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const data = chat.data;
  // The newest exchange stays in view inside the scroll panel.
  const shown = data?.answers.length ?? 0;
  useEffect(() => {
    const panel = log.current;
    if (panel && shown > 0) panel.scrollTop = panel.scrollHeight;
  }, [shown]);
  const questionId = editing ?? data?.question?.id ?? null;
  const send = async () => {
    if (questionId === null || sending) return;
    setSending(true);
    try {
      await callApi(assistAdd, {
        body: { question_id: questionId, answer, device_id: device, agent_id: agentId, web_url: webUrl },
      });
      setAnswer('');
      setEditing(null);
      setError(null);
      await chat.refetch();
      await queryClient.invalidateQueries({ queryKey: queryKeys.lead(agentId) });
    } catch (e) {
      setError(e instanceof ApiError ? e.firstMessage : 'Your message could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const asking =
    editing !== null
      ? data?.answers.find((a) => a.question_id === editing)?.assistant_question.question
      : data?.question?.question;
  return (
    <section className="assistant" aria-label={`Contact ${repName}`}>
      {/* Focusable so the 400 px scroll panel can be scrolled by keyboard. */}
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="assistant__log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
      >
        {data?.answers.map((a) => (
          <div key={a.question_id} className="assistant__pair">
            <p className="assistant__question">{a.assistant_question.question}</p>
            <p className="assistant__answer">
              {a.answer}{' '}
              <button
                type="button"
                className="button button--link"
                aria-label={`Edit your answer to: ${a.assistant_question.question}`}
                onClick={() => {
                  setEditing(a.question_id);
                  setAnswer(a.answer);
                  input.current?.focus();
                }}
              >
                Edit
              </button>
            </p>
          </div>
        ))}
        {data?.message && editing === null ? <p className="assistant__done">{data.message}</p> : null}
      </div>
      {asking ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor="assistant-answer" className="assistant__question">
            {asking}
          </label>
          <textarea
            id="assistant-answer"
            ref={input}
            rows={2}
            maxLength={500}
            value={answer}
            aria-describedby={error ? 'assistant-error' : undefined}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send();
              }
            }}
          />
          {error ? (
            <p className="field__error" id="assistant-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={sending}>
            Send
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The open help widget: ticket and feedback links, and "Contact your rep" where a rep is known. */
export function HelpPanel({
  onClose,
  panelRef,
}: {
  onClose: () => void;
  /** The widget's handle on the panel, to move focus into it when it opens. */
  panelRef?: (node: HTMLElement | null) => void;
}) {
  const links = useQuery(callQuery(getTicketLink));
  const owner = useStoreOwner();
  const context = useEnrollContext();
  const account = useAccount().data?.account;
  const agentId = context?.agent_id ?? account?.agent_id ?? null;
  const [view, setView] = useState<'menu' | 'rep'>('menu');
  // A visitor who already left their details sees the rep's promise first.
  const lead = useQuery({
    // Asked once per rep, whatever page the panel opens on (the page's address is not part of the key).
    queryKey: queryKeys.lead(agentId),
    queryFn: () =>
      callApi(checkLeadInformation, {
        query: { device_id: deviceId(), web_url: window.location.href.slice(0, 500), agent_id: agentId ?? 0 },
      }),
    enabled: agentId !== null && view === 'menu',
  });
  return (
    <section className="help-panel" id="help-panel" aria-label="Help" ref={panelRef} tabIndex={-1}>
      <div className="help-panel__head">
        <h2>Help</h2>
        <button type="button" className="button button--link" onClick={onClose}>
          Close
        </button>
      </div>
      {view === 'menu' && lead.data?.exists ? <p className="assistant__done">{lead.data.message}</p> : null}
      {view === 'menu' ? (
        <ul className="help-panel__menu">
          {links.data ? (
            <>
              <li>
                <a href={links.data.ticket}>Submit a support ticket</a>
              </li>
              <li>
                <a href={links.data.feedback}>Send feedback</a>
              </li>
            </>
          ) : null}
          {agentId !== null ? (
            <li>
              <button type="button" className="button" onClick={() => setView('rep')}>
                Contact your rep
              </button>
            </li>
          ) : null}
        </ul>
      ) : (
        <>
          <button type="button" className="button button--link" onClick={() => setView('menu')}>
            Back
          </button>
          {agentId !== null ? (
            <RepAssistant
              agentId={agentId}
              groupId={context?.group_id ?? null}
              repName={owner?.displayName ?? 'your rep'}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
