// Default button labels of the shared dialogs (Modal, AlertDialog, ConfirmDialog); a caller may
// pass its own.
export const DIALOG_COPY = {
  close: '닫기',
  ok: '확인',
  cancel: '취소',
} as const;
