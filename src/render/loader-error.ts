/** A loader's failure as a widget receives it, so it can show its own error state. */
export class LoaderError {
  constructor(readonly message: string) {}
}
