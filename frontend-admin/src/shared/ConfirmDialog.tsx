import { Modal } from 'antd';

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
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
  onCancel,
  afterClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmLabel}
      cancelText={cancelLabel}
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
