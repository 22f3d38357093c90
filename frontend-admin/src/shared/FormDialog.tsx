import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The id of the form inside, which the footer's submit button submits. */
  formId: string;
  submitLabel: string;
  /** While saving, the dialog cannot be dismissed and the submit button spins. */
  pending: boolean;
  onClose: () => void;
  /** Keep the form mounted while closed, for a form instance the caller fills before opening. */
  keepMounted?: boolean;
  width?: number;
  children: ReactNode;
}

/** An add or edit dialog: the form, then Cancel and the submit button in the footer. */
export function FormDialog({
  open,
  title,
  formId,
  submitLabel,
  pending,
  onClose,
  keepMounted = false,
  width,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={width}
      destroyOnHidden={!keepMounted}
      forceRender={keepMounted}
      maskClosable={!pending}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={pending}>
          {submitLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
