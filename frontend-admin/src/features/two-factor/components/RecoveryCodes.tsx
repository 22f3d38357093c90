import { Alert, Button, Space } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { i18n } from '../../../i18n/i18n';
import { notifyError, notifySuccess } from '../../../shared/notify';

/** The codes as a text file: one a line, with what they are for. */
function recoveryCodesText(codes: string[]): string {
  return [
    i18n._({
      id: 'admin.twoFactor.codesFileTitle',
      message: 'Recovery codes for {host}',
      values: { host: window.location.host },
    }),
    i18n._({
      id: 'admin.twoFactor.codesFileText',
      message: 'Each signs you in once, instead of a code from your authenticator app.',
    }),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown this once, to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { i18n } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notifySuccess(
        i18n._({ id: 'admin.twoFactor.codesCopied', message: 'The recovery codes are copied' }),
      );
    } catch {
      notifyError(
        i18n._({
          id: 'admin.twoFactor.copyRefused',
          message: 'Copying was refused by the browser: select the codes and copy them instead.',
        }),
      );
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
      title={i18n._({ id: 'admin.twoFactor.saveCodes', message: 'Save your recovery codes' })}
      description={
        <>
          <p>
            {i18n._({
              id: 'admin.twoFactor.saveCodesText',
              message:
                'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are not shown again.',
            })}
          </p>
          <ol
            className="two-factor__codes"
            aria-label={i18n._({ id: 'admin.twoFactor.recoveryCodes', message: 'Recovery codes' })}
          >
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Space wrap>
            <Button onClick={() => void copy()}>
              {i18n._({ id: 'admin.twoFactor.copyCodes', message: 'Copy codes' })}
            </Button>
            <Button onClick={download}>
              {i18n._({ id: 'admin.twoFactor.downloadCodes', message: 'Download codes' })}
            </Button>
            <Button type="primary" onClick={onDone}>
              {i18n._({ id: 'admin.twoFactor.savedThem', message: 'I have saved them' })}
            </Button>
          </Space>
        </>
      }
    />
  );
}
