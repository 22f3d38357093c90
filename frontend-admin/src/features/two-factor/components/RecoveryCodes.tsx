import { Alert, Button, Space } from 'antd';
import { notifyError, notifySuccess } from '../../../shared/notify';

/** The codes as a text file: one a line, with what they are for. */
function recoveryCodesText(codes: string[]): string {
  return [
    `Recovery codes for ${window.location.host}`,
    'Each signs you in once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notifySuccess('The recovery codes are copied');
    } catch {
      notifyError('Copying was refused by the browser: select the codes and copy them instead.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Alert
      type="warning"
      showIcon
      title="Save your recovery codes"
      description={
        <>
          <p>
            Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
            not shown again.
          </p>
          <ol className="two-factor__codes" aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Space wrap>
            <Button onClick={() => void copy()}>Copy codes</Button>
            <Button onClick={download}>Download codes</Button>
            <Button type="primary" onClick={onDone}>
              I have saved them
            </Button>
          </Space>
        </>
      }
    />
  );
}
