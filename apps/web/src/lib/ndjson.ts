// Reads a streamed `application/x-ndjson` answer line by line as it arrives (one JSON value a line).

export async function* ndjsonValues(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as unknown;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
