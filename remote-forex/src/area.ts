/** The area this remote serves: every generic page of the area kit is bound to this descriptor. */
export { forexArea as area } from '@console/contract/areas';
