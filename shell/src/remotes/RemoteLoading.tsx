import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.div`
  width: 2rem;
  height: 2rem;
  margin: 4rem auto;
  border: 3px solid #d0d7e2;
  border-top-color: #1f3b73;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function RemoteLoading() {
  return <Wheel role="status" aria-label="Loading" />;
}
