import { Card } from 'antd';
import { ExportTaskTable } from '../components/ExportTaskTable';

/** /export/index: the export centre, the same list as the header's dialog. */
const ExportCenterPage = () => (
  <Card variant="borderless">
    <ExportTaskTable />
  </Card>
);

export default ExportCenterPage;
