export { createUploadStore, isStoredPath, type UploadStore } from './uploadStore';
export { IMAGE_FORMATS, sniffImage, describeTypes, type ImageFormat, type ImageType } from './imageTypes';
export {
  acceptMultipart,
  readMultipartForm,
  FormError,
  type ImageFieldRule,
  type MultipartForm,
  type MultipartFormRules,
  type ReceivedImage,
} from './multipartForm';
export { default as uploadRoutes } from './routes';
export { imageDimensions, type Dimensions } from './imageDimensions';
export { pixelBudget, PixelBudgetError, MAX_IMAGE_PIXELS, MAX_REQUEST_PIXELS } from './pixelBudget';
