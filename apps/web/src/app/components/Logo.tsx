/** The portal's mark (the favicon's drawing), sized by `size`, in the theme's primary colour. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="var(--ant-color-primary, #1890ff)" />
    <path d="M18 20h28v6H18zm0 10h28v6H18zm0 10h18v6H18z" fill="#fff" />
  </svg>
);
