import { create } from 'zustand';

export type ModalName = 'login' | 'signin' | 'register' | 'tac' | 'forgotPassword' | 'partners' | 'announcement' | 'dialog';

interface ModalState {
  modalStack: ModalName[];
  prevModal: ModalName | null;
  open(name: ModalName): void;
  close(): void;
}

/** §4: one modal at a time; opening a new one closes the current first; closing clears the stack. */
export const useModals = create<ModalState>((set) => ({
  modalStack: [],
  prevModal: null,
  open: (name) => set((s) => ({ prevModal: s.modalStack.at(-1) ?? s.prevModal, modalStack: [name] })),
  close: () => set((s) => ({ prevModal: s.modalStack.at(-1) ?? s.prevModal, modalStack: [] })),
}));
