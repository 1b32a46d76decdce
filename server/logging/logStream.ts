/**
 * Log lines collected during one event-loop turn and written to stdout together: under load one
 * write for many requests instead of one per request. Nothing waits longer than the current turn,
 * and the buffer is flushed on exit.
 */
export function batchedStdout(maxLines = 512) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (pending.length >= maxLines) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
    flush,
  };
}
