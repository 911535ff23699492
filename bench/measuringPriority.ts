import os from 'node:os';

/**
 * A bench that measures time (Lighthouse, the API's p99) raises its own scheduling priority before it
 * starts the server and Chromium, which inherit it: on a machine whose other work runs at the normal
 * priority, that work then takes the CPU the measured processes leave, not the CPU they need. Without
 * it, one core kept busy by `yes` stretched the plan list's main-thread tasks from about 400 ms of
 * wall time to 500–680 for the same 200 ms of CPU, and its Lighthouse score from 0.96 to 0.87–0.95
 * (issue 37; docs/performance.md "Measuring on a shared machine"). What is measured does not change:
 * a slower page still spends more CPU, and only another program's time is kept out.
 *
 * Raising a priority takes root (or CAP_SYS_NICE); without it the bench runs as it did and says so.
 * Returns the line the bench prints.
 */
export const MEASURING_PRIORITY = os.constants.priority.PRIORITY_HIGH;

export function raiseMeasuringPriority(): string {
  const before = os.getPriority();
  if (before <= MEASURING_PRIORITY) return `Measuring at priority ${before} (nice), as started.`;
  try {
    // The calling thread's priority on Linux: node's main thread, which starts every child.
    os.setPriority(MEASURING_PRIORITY);
    return `Measuring at priority ${MEASURING_PRIORITY} (nice) rather than ${before}: other programs on this machine take what the measured ones leave.`;
  } catch (error) {
    // Node's system errors keep the errno's name in `info` (EACCES), and a general code outside it.
    const failure = error as { info?: { code?: string }; code?: string };
    const code = failure.info?.code ?? failure.code ?? String(error);
    return `Measuring at priority ${before} (nice): raising it was refused (${code}; it takes root), so other programs on this machine compete with the measured ones as equals.`;
  }
}
