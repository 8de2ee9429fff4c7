export { isStoredPath, type FoundUpload, type StorageSettings, type UploadStore } from './uploadStore';
export type { S3Settings } from './s3UploadStore';
export { createUploadStore } from './createUploadStore';
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
