import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

type AuthInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  prefix?: ReactNode;
  error?: string;
  /** Eye toggle for a password. */
  reveal?: { show: string; hide: string };
};

/**
 * A large input drawn like antd's (the login page uses no antd components, for a small first
 * load): prefix icon, error state and message, optional show/hide for passwords.
 */
export const AuthInput = ({ prefix, error, reveal, type, id, ...input }: AuthInputProps) => {
  const [shown, setShown] = useState(false);
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <div className="auth-field">
      <span className={error ? 'auth-input error' : 'auth-input'}>
        {prefix ? <span className="auth-input-prefix">{prefix}</span> : null}
        <input
          id={id}
          type={reveal ? (shown ? 'text' : 'password') : type}
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          {...input}
        />
        {reveal ? (
          <button
            type="button"
            className="auth-input-suffix"
            aria-label={shown ? reveal.hide : reveal.show}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        ) : null}
      </span>
      {error ? (
        <div className="auth-field-error" role="alert" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
};
