/**
 * A stand-in for the browser's XMLHttpRequest in unit tests (they run in node): it records what was sent and
 * answers with the status and text the test set on `FakeXhr.answer`.
 */
export class FakeXhr {
  static answer = { status: 200, text: '' };
  static last: FakeXhr | null = null;

  readonly headers: Record<string, string> = {};
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(): void {
    FakeXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.text;
      this.onload?.();
    });
  }

  abort(): void {
    this.onabort?.();
  }
}
