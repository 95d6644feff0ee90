import { zonesResource } from '@config/resources/zones';
import { SchemaShow } from '@/web/console/schema-admin/SchemaShow';
import { ZoneShape } from './ZoneShape';

/** The generated zone page, with the zone's shape on a map below it. */
export default function ZoneShow() {
  return (
    <>
      <SchemaShow resource={zonesResource} />
      <ZoneShape />
    </>
  );
}
