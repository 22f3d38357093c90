import type { ReactNode } from 'react';
import { Card } from 'antd';

interface AccessNoticeProps {
  title: string;
  text: string;
  action?: ReactNode;
}

export function AccessNotice({ title, text, action }: AccessNoticeProps) {
  return (
    <div className="admin-centered">
      <Card className="admin-notice">
        <h1>{title}</h1>
        <p>{text}</p>
        {action}
      </Card>
    </div>
  );
}
