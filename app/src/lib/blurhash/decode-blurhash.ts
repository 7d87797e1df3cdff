// A BlurHash decoder (the format of github.com/woltapp/blurhash): the app may
// not depend on the npm package, and decoding is small: base83 digits, a DC
// colour and AC cosine coefficients, summed per pixel in linear light.

const base83Digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

export class BlurhashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlurhashError';
  }
}

function decodeBase83(text: string): number {
  let value = 0;
  for (const character of text) {
    const digit = base83Digits.indexOf(character);
    if (digit < 0) throw new BlurhashError(`'${character}' is not a base83 digit`);
    value = value * 83 + digit;
  }
  return value;
}

/**
 * The image's average colour as CSS `#rrggbb`: a BlurHash's DC component is
 * that colour in sRGB, 8 bits a channel, in its third to sixth digits. The
 * build paints index.html's card frames with it, before any code runs.
 */
export function blurhashAverageColor(hash: string): string {
  if (hash.length < 6)
    throw new BlurhashError(`a BlurHash has at least 6 digits, '${hash}' has ${hash.length}`);
  return `#${decodeBase83(hash.substring(2, 6)).toString(16).padStart(6, '0')}`;
}

function srgbToLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4);
}

function linearToSrgb(value: number): number {
  const clamped = Math.max(0, Math.min(1, value));
  return clamped <= 0.0031308
    ? Math.trunc(clamped * 12.92 * 255 + 0.5)
    : Math.trunc((1.055 * Math.pow(clamped, 1 / 2.4) - 0.055) * 255 + 0.5);
}

function signedPow(value: number, exponent: number): number {
  return Math.sign(value) * Math.pow(Math.abs(value), exponent);
}

type LinearColor = readonly [number, number, number];

function decodeDc(value: number): LinearColor {
  return [srgbToLinear(value >> 16), srgbToLinear((value >> 8) & 255), srgbToLinear(value & 255)];
}

function decodeAc(value: number, maximum: number): LinearColor {
  const quantised = [Math.floor(value / (19 * 19)), Math.floor(value / 19) % 19, value % 19] as const;
  return [
    signedPow((quantised[0] - 9) / 9, 2) * maximum,
    signedPow((quantised[1] - 9) / 9, 2) * maximum,
    signedPow((quantised[2] - 9) / 9, 2) * maximum,
  ];
}

function cosineTable(size: number, components: number): Float64Array {
  const table = new Float64Array(size * components);
  for (let position = 0; position < size; position++) {
    for (let component = 0; component < components; component++) {
      table[position * components + component] = Math.cos((Math.PI * position * component) / size);
    }
  }
  return table;
}

/** Decodes a BlurHash into width x height RGBA pixels (alpha 255); throws BlurhashError on a malformed hash. */
export function decodeBlurhash(hash: string, width: number, height: number): Uint8ClampedArray {
  if (hash.length < 6) throw new BlurhashError(`a BlurHash has at least 6 characters, got ${hash.length}`);
  const sizeFlag = decodeBase83(hash.charAt(0));
  const componentsY = Math.floor(sizeFlag / 9) + 1;
  const componentsX = (sizeFlag % 9) + 1;
  const expectedLength = 4 + 2 * componentsX * componentsY;
  if (hash.length !== expectedLength) {
    throw new BlurhashError(
      `a ${componentsX}x${componentsY} BlurHash has ${expectedLength} characters, got ${hash.length}`,
    );
  }
  const maximum = (decodeBase83(hash.charAt(1)) + 1) / 166;
  const colors: LinearColor[] = [decodeDc(decodeBase83(hash.substring(2, 6)))];
  for (let index = 1; index < componentsX * componentsY; index++) {
    colors.push(decodeAc(decodeBase83(hash.substring(4 + index * 2, 6 + index * 2)), maximum));
  }

  // The cosines depend only on (x, i) and (y, j): computed once, not per pixel and component.
  const cosinesX = cosineTable(width, componentsX);
  const cosinesY = cosineTable(height, componentsY);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let j = 0; j < componentsY; j++) {
        for (let i = 0; i < componentsX; i++) {
          const basis = (cosinesX[x * componentsX + i] as number) * (cosinesY[y * componentsY + j] as number);
          const color = colors[i + j * componentsX] as LinearColor;
          red += color[0] * basis;
          green += color[1] * basis;
          blue += color[2] * basis;
        }
      }
      const offset = 4 * (x + y * width);
      pixels[offset] = linearToSrgb(red);
      pixels[offset + 1] = linearToSrgb(green);
      pixels[offset + 2] = linearToSrgb(blue);
      pixels[offset + 3] = 255;
    }
  }
  return pixels;
}
