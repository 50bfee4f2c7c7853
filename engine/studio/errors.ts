/** A request the studio's model cannot answer (an unknown template or page): the operator API answers it as a 4xx with the message. */
export class StudioInputError extends Error {
  override name = 'StudioInputError';
}

/** Why one edit cannot be made; applyEdits turns it into the contract's EditRefusal with the edit's index. */
export class EditRefused extends Error {
  override name = 'EditRefused';
}
