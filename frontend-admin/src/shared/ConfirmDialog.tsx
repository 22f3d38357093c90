import { Modal } from 'antd';
import { useLingui } from '@ministry/frontend-kit';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once closed: e.g. to put the focus somewhere when the button that opened it is gone. */
  afterClose?: () => void;
}

/** A delete (or discard) confirmation: focus is trapped in the dialog and Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onCancel,
  afterClose,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmLabel ?? i18n._({ id: 'admin.action.delete', message: 'Delete' })}
      cancelText={cancelLabel ?? i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={onConfirm}
      onCancel={onCancel}
      afterClose={afterClose}
      destroyOnHidden
      width={440}
    >
      <p>{text}</p>
    </Modal>
  );
}
