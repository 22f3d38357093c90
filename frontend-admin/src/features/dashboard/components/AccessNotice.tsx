import type { ReactNode } from 'react';
import { Alert, Card } from 'antd';

interface AccessNoticeProps {
  title: string;
  text: string;
  action?: ReactNode;
  /** Why the sign-in ended, when it was ended from elsewhere. */
  reason?: string | null;
}

export function AccessNotice({ title, text, action, reason }: AccessNoticeProps) {
  return (
    <div className="admin-centered">
      <Card className="admin-notice">
        <h1>{title}</h1>
        {reason && (
          <Alert
            type="warning"
            showIcon
            role="status"
            title={reason}
            style={{ marginBottom: 16 }}
          />
        )}
        <p>{text}</p>
        {action}
      </Card>
    </div>
  );
}
