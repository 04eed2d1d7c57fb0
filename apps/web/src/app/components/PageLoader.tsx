/** A spinner without antd, for lazy chunks and the session load (keeps the entry small). */
export const PageLoader = ({ full = false }: { full?: boolean }) => (
  <div className={full ? 'page-loader full' : 'page-loader'} role="progressbar" aria-busy="true">
    <span />
  </div>
);
