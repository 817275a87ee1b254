// docs/product.md "Scan", decision 039: the OCR engine reads level lines of print, and a pile of
// stickers lies at every angle. So before reading, the photo is cut into its stickers (bright
// cards on a darker table), each one turned upright and its contrast stretched; the engine then
// reads each card alone. Pure (pixels in, pixels out), so the bench runs the same code in Node.
import { union, type Box, type GlyphShape } from './match';

/** A picture in grey levels (0–255), one byte per pixel, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** One sticker cut out of the photo, upright, with the way back to the photo's pixels. */
export interface StickerCut {
  image: GreyImage;
  /** Maps a point of the cut to the photo. */
  toPhoto: (x: number, y: number) => { x: number; y: number };
  /**
   * The part of the photo around a box of this cut (words that may be a code), cut again at the
   * size the engine reads best, with room on the right for a character it did not read.
   */
  closeUp?: (box: Box, wordHeight: number) => StickerCut;
  /** Its image is black print on white (`printOf`), so `glyphShape` can look at its characters. */
  print?: true;
}

/** Grey levels of RGBA pixels (a canvas's ImageData), or RGB ones (`channels` 3, a decoded JPEG). */
export function greyOf(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 3 | 4 = 4,
): GreyImage {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += channels, p += 1) {
    data[p] = (pixels[i]! * 77 + pixels[i + 1]! * 150 + pixels[i + 2]! * 29) >> 8;
  }
  return { width, height, data };
}

/** Otsu's threshold: the grey level that best splits the picture into two classes. */
function otsu(data: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const value of data) histogram[value]! += 1;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i += 1) {
    below += histogram[i]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += i * histogram[i]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}

/** The picture scaled down by an integer factor (mean of each block). */
function shrink(image: GreyImage, factor: number): GreyImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[row + dx]!;
      }
      data[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, data };
}

interface Region {
  cx: number;
  cy: number;
  /** Turn of the card from upright, in radians (within ±45°). */
  tilt: number;
  /** Half its width and height along its own axes. */
  halfWidth: number;
  halfHeight: number;
}

/** The most a card is looked for turned, in degrees either way (photos are taken roughly level). */
const MAX_TILT = 25;

/** The bright blobs of a small binary picture that are the size of a sticker. */
function regionsOf(small: GreyImage, threshold: number): Region[] {
  const { width, height, data } = small;
  const label = new Int32Array(width * height);
  const regions: Region[] = [];
  const stack: number[] = [];
  const minArea = width * height * 0.006;
  const maxArea = width * height * 0.5;
  let next = 0;
  for (let start = 0; start < data.length; start += 1) {
    if (label[start] !== 0 || data[start]! <= threshold) continue;
    next += 1;
    label[start] = next;
    stack.push(start);
    const points: number[] = [];
    while (stack.length > 0) {
      const p = stack.pop()!;
      points.push(p);
      const x = p % width;
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of neighbours) {
        if (q < 0 || q >= data.length || label[q] !== 0 || data[q]! <= threshold) continue;
        label[q] = next;
        stack.push(q);
      }
    }
    if (points.length < minArea || points.length > maxArea) continue;
    let sx = 0;
    let sy = 0;
    for (const p of points) {
      sx += p % width;
      sy += Math.floor(p / width);
    }
    const cx = sx / points.length;
    const cy = sy / points.length;
    // The turn whose upright box around the blob is smallest: a card is a rectangle, so that is
    // its own turn (tried every degree within MAX_TILT).
    let best = { area: Infinity, tilt: 0, halfWidth: 0, halfHeight: 0, du: 0, dv: 0 };
    for (let degrees = -MAX_TILT; degrees <= MAX_TILT; degrees += 1) {
      const tilt = (degrees * Math.PI) / 180;
      const cos = Math.cos(tilt);
      const sin = Math.sin(tilt);
      let minU = Infinity;
      let maxU = -Infinity;
      let minV = Infinity;
      let maxV = -Infinity;
      for (const p of points) {
        const dx = (p % width) - cx;
        const dy = Math.floor(p / width) - cy;
        const u = dx * cos + dy * sin;
        const v = -dx * sin + dy * cos;
        if (u < minU) minU = u;
        if (u > maxU) maxU = u;
        if (v < minV) minV = v;
        if (v > maxV) maxV = v;
      }
      const area = (maxU - minU) * (maxV - minV);
      if (area < best.area) {
        best = {
          area,
          tilt,
          halfWidth: (maxU - minU) / 2,
          halfHeight: (maxV - minV) / 2,
          du: (maxU + minU) / 2,
          dv: (maxV + minV) / 2,
        };
      }
    }
    const { tilt, halfWidth, halfHeight, du, dv } = best;
    // the box's own centre (the blob's centroid is off it when the card's picture is dark)
    const centreX = cx + du * Math.cos(tilt) - dv * Math.sin(tilt);
    const centreY = cy + du * Math.sin(tilt) + dv * Math.cos(tilt);
    // a blob much longer than wide is an edge or a strip of glare, not a card
    if (Math.max(halfWidth, halfHeight) > 4 * Math.min(halfWidth, halfHeight)) continue;
    regions.push({ cx: centreX, cy: centreY, tilt, halfWidth, halfHeight });
  }
  return regions;
}

/**
 * The longest sides a sticker is cut at, in pixels, each cut read: the engine reads print best
 * when a code's capitals are 15–30 px tall, and two readings at different sizes rarely make the
 * same mistake (`matchWords` weighs them together).
 */
export const CUT_SIZES = [300, 420] as const;

/** How tall close-ups make the words they are cut around, in pixels (see `StickerCut.closeUp`). */
export const CLOSE_UP_HEIGHTS = [26, 34] as const;

/**
 * A turned rectangle of the photo (centre, turn, half sides in the photo's pixels), sampled
 * upright at `zoom` pixels per photo pixel, with the way back to the photo.
 */
function upright(
  photo: GreyImage,
  centre: { x: number; y: number },
  tilt: number,
  halfW: number,
  halfH: number,
  zoom: number,
): { image: GreyImage; toPhoto: StickerCut['toPhoto'] } {
  const width = Math.max(1, Math.round(2 * halfW * zoom));
  const height = Math.max(1, Math.round(2 * halfH * zoom));
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  const toPhoto = (x: number, y: number) => {
    const u = x / zoom - halfW;
    const v = y / zoom - halfH;
    return { x: centre.x + u * cos - v * sin, y: centre.y + u * sin + v * cos };
  };
  const data = new Uint8Array(width * height);
  const at = (ix: number, iy: number) =>
    photo.data[
      Math.min(photo.height - 1, Math.max(0, iy)) * photo.width +
        Math.min(photo.width - 1, Math.max(0, ix))
    ]!;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const { x: px, y: py } = toPhoto(x + 0.5, y + 0.5);
      const x0 = Math.floor(px - 0.5);
      const y0 = Math.floor(py - 0.5);
      const fx = px - 0.5 - x0;
      const fy = py - 0.5 - y0;
      data[y * width + x] =
        (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
        (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
    }
  }
  return { image: { width, height, data }, toPhoto };
}

/** Print of a grey picture, black on white (see `inkOf` and `lettersOf`). */
function printOf(image: GreyImage, letter: { width: number; height: number }): GreyImage {
  const grey = stretch(image);
  const means = localMeans(grey);
  return lettersOf(inkOf(grey, means, INK_RATIO), inkOf(grey, means, DEEP_INK_RATIO), letter);
}

/** Cuts one region out of the photo at `size`, upright, as black print on white. */
function cut(photo: GreyImage, region: Region, scale: number, size: number): StickerCut {
  const margin = 1.06;
  const halfW = region.halfWidth * scale * margin + 2;
  const halfH = region.halfHeight * scale * margin + 2;
  const zoom = Math.min(1.5, size / (2 * Math.max(halfW, halfH)));
  const centre = { x: (region.cx + 0.5) * scale, y: (region.cy + 0.5) * scale };
  const { image, toPhoto } = upright(photo, centre, region.tilt, halfW, halfH, zoom);
  const closeUp = (box: Box, wordHeight: number): StickerCut => {
    // the words, a little above and below, and room on the right for a character not read
    const tall = Math.max(1, box.y1 - box.y0);
    const x0 = box.x0 - 0.4 * tall;
    const x1 = box.x1 + 1.2 * tall;
    const y0 = box.y0 - 0.5 * tall;
    const y1 = box.y1 + 0.5 * tall;
    const middle = toPhoto((x0 + x1) / 2, (y0 + y1) / 2);
    const near = upright(
      photo,
      middle,
      region.tilt,
      (x1 - x0) / zoom / 2,
      (y1 - y0) / zoom / 2,
      (wordHeight / tall) * zoom,
    );
    return {
      image: printOf(near.image, { width: 0.45, height: 0.8 }),
      toPhoto: near.toPhoto,
      print: true,
    };
  };
  return { image: printOf(image, { width: 0.3, height: 0.2 }), toPhoto, closeUp, print: true };
}

/** Each pixel's neighbourhood mean (a square of about a 28th of the picture's longer side). */
function localMeans(image: GreyImage): Float32Array {
  const { width, height, data } = image;
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const radius = Math.max(8, Math.round(Math.max(width, height) / 28));
  const means = new Float32Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        sums[y1 * (width + 1) + x1]! -
        sums[y0 * (width + 1) + x1]! -
        sums[y1 * (width + 1) + x0]! +
        sums[y0 * (width + 1) + x0]!;
      means[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return means;
}

/**
 * Black where a pixel is clearly darker than its neighbourhood (below `ratio` of its mean), white
 * elsewhere: print comes out as black strokes on white, while the large dark fills of a sticker's
 * picture (which the OCR engine would take for an image and read nothing near) come out white.
 */
function inkOf(image: GreyImage, means: Float32Array, ratio: number): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let p = 0; p < data.length; p += 1) out[p] = data[p]! < means[p]! * ratio ? 0 : 255;
  return { width, height, data: out };
}

/**
 * Each 4-connected group of black pixels of `mask` (0 = black) with its bounding box; `pick`
 * answers whether a group stays black.
 */
function keepGroups(
  mask: Uint8Array,
  width: number,
  pick: (points: readonly number[], box: Box) => boolean,
): Uint8Array {
  const data = mask.slice();
  const seen = new Uint8Array(data.length);
  const stack: number[] = [];
  const points: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (seen[start] || data[start] !== 0) continue;
    seen[start] = 1;
    stack.push(start);
    points.length = 0;
    const box = { x0: width, x1: 0, y0: Infinity, y1: 0 };
    while (stack.length > 0) {
      const p = stack.pop()!;
      points.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of neighbours) {
        if (q < 0 || q >= data.length || seen[q] || data[q] !== 0) continue;
        seen[q] = 1;
        stack.push(q);
      }
    }
    if (!pick(points, box)) for (const p of points) data[p] = 255;
  }
  return data;
}

/**
 * The ink with everything larger than a letter (`letter`: its most width and height, as parts
 * of the picture's) or smaller than a dot removed: a card's frame, the
 * box printed around a code and the outline of its picture make the OCR engine take the region
 * for a picture or a table and read nothing in it, and specks of sensor noise read as letters.
 * A letter that touches such a shape (the last digit of a code printed over the edge of its box
 * onto the picture) is kept where it is much darker than around it (`deep`): there it parts
 * from a coloured picture, which is only somewhat darker than the white box.
 */
function lettersOf(
  ink: GreyImage,
  deep: GreyImage,
  letter: { width: number; height: number },
): GreyImage {
  const { width, height } = ink;
  const letterSized = (points: readonly number[], box: Box) =>
    points.length >= 6 &&
    box.x1 - box.x0 <= width * letter.width &&
    box.y1 - box.y0 <= height * letter.height;
  // the deep ink of every shape too large to be a letter, split into its own groups
  const inLarge = new Uint8Array(ink.data.length).fill(255);
  const letters = keepGroups(ink.data, width, (points, box) => {
    if (letterSized(points, box)) return true;
    if (points.length >= 6) for (const p of points) if (deep.data[p] === 0) inLarge[p] = 0;
    return false;
  });
  // and only shapes of a letter: not the thin dark edge a picture leaves along the white box
  const rescued = keepGroups(
    inLarge,
    width,
    (points, box) => letterSized(points, box) && box.x1 - box.x0 <= 1.5 * (box.y1 - box.y0),
  );
  for (let p = 0; p < letters.length; p += 1) if (rescued[p] === 0) letters[p] = 0;
  return { width, height, data: letters };
}

/** How much darker than its surroundings a pixel must be to count as ink. */
const INK_RATIO = 0.8;
/** How much darker it must be to part from a picture it touches (see `lettersOf`). */
const DEEP_INK_RATIO = 0.5;

/** Stretches the grey levels so the darkest 1% is black and the brightest 1% white. */
function stretch(image: GreyImage): GreyImage {
  const histogram = new Uint32Array(256);
  for (const value of image.data) histogram[value]! += 1;
  const cut = image.data.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! < cut; low += 1) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! < cut; high -= 1) seen += histogram[high]!;
  if (high - low < 16) return image;
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 1) {
    data[i] = Math.max(0, Math.min(255, ((image.data[i]! - low) * 255) / (high - low)));
  }
  return { ...image, data };
}

/**
 * The stickers in a photo, each cut out upright once per size in `sizes`. None found (the cards
 * touch, or lie on something as bright as they are): the whole photo, as it is, so reading still
 * happens.
 */
export function findStickers(photo: GreyImage, sizes: readonly number[] = CUT_SIZES): StickerCut[] {
  const factor = Math.max(1, Math.floor(Math.max(photo.width, photo.height) / 400));
  const small = shrink(photo, factor);
  // Halfway from Otsu's split to the bright class's mean: the table's noise and glare edges stay
  // below it, while a card in low light is still above.
  const split = otsu(small.data);
  let brightSum = 0;
  let brightCount = 0;
  for (const value of small.data) {
    if (value > split) {
      brightSum += value;
      brightCount += 1;
    }
  }
  const threshold = brightCount > 0 ? (split + brightSum / brightCount) / 2 : split;
  const regions = regionsOf(small, threshold);
  if (regions.length === 0) {
    return [{ image: stretch(photo), toPhoto: (x, y) => ({ x, y }) }];
  }
  return regions.flatMap((region) => sizes.map((size) => cut(photo, region, factor, size)));
}

/**
 * The shape of the character the engine boxed at `box` in a picture of black print on white
 * (a cut or close-up): the pieces of ink whose middle lies in the box, so a box a little off
 * still takes the whole character and none of its neighbours. Null when no ink is there.
 */
export function glyphShape(image: GreyImage, box: Box): GlyphShape | null {
  const { width, data } = image;
  const tall = Math.max(1, box.y1 - box.y0);
  // the neighbourhood searched: a piece of the character may stick out of the engine's box
  const rx0 = Math.max(0, Math.floor(box.x0 - 0.3 * tall));
  const rx1 = Math.min(width, Math.ceil(box.x1 + 0.3 * tall));
  const ry0 = Math.max(0, Math.floor(box.y0 - 0.3 * tall));
  const ry1 = Math.min(image.height, Math.ceil(box.y1 + 0.3 * tall));
  const rw = rx1 - rx0;
  const rh = ry1 - ry0;
  if (rw <= 0 || rh <= 0) return null;
  // pieces of ink (8-connected) in the neighbourhood
  const label = new Int32Array(rw * rh);
  const pieces: { points: number[]; box: Box }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < label.length; start += 1) {
    const sx = start % rw;
    const sy = (start - sx) / rw;
    if (label[start] !== 0 || data[(ry0 + sy) * width + rx0 + sx] !== 0) continue;
    const points: number[] = [];
    const piece = { x0: sx, y0: sy, x1: sx, y1: sy };
    label[start] = pieces.length + 1;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      points.push(p);
      const x = p % rw;
      const y = (p - x) / rw;
      piece.x0 = Math.min(piece.x0, x);
      piece.x1 = Math.max(piece.x1, x);
      piece.y0 = Math.min(piece.y0, y);
      piece.y1 = Math.max(piece.y1, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= rw || ny >= rh) continue;
          const q = ny * rw + nx;
          if (label[q] !== 0 || data[(ry0 + ny) * width + rx0 + nx] !== 0) continue;
          label[q] = pieces.length + 1;
          stack.push(q);
        }
      }
    }
    pieces.push({ points, box: piece });
  }
  // the character: pieces (not specks) centred in the engine's box, mostly at its height
  const inBox = pieces.filter(({ points, box: piece }) => {
    const middle = rx0 + (piece.x0 + piece.x1 + 1) / 2;
    const overlap = Math.min(ry0 + piece.y1 + 1, box.y1) - Math.max(ry0 + piece.y0, box.y0);
    return (
      points.length >= 4 &&
      middle >= box.x0 &&
      middle <= box.x1 &&
      overlap >= 0.5 * (piece.y1 - piece.y0 + 1)
    );
  });
  if (inBox.length === 0) return null;
  const glyph = inBox.map((piece) => piece.box).reduce(union);
  const gw = glyph.x1 - glyph.x0 + 1;
  const gh = glyph.y1 - glyph.y0 + 1;
  // its ink alone, with a white border; white not reached from the border is a closed loop
  const mw = gw + 2;
  const mh = gh + 2;
  const ink = new Uint8Array(mw * mh);
  for (const { points } of inBox) {
    for (const p of points) {
      const x = p % rw;
      const y = (p - x) / rw;
      ink[(y - glyph.y0 + 1) * mw + x - glyph.x0 + 1] = 1;
    }
  }
  const fillWhite = (start: number) => {
    let size = 0;
    ink[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      size += 1;
      const x = p % mw;
      const neighbours = [x > 0 ? p - 1 : -1, x < mw - 1 ? p + 1 : -1, p - mw, p + mw];
      for (const q of neighbours) {
        if (q < 0 || q >= ink.length || ink[q] !== 0) continue;
        ink[q] = 2;
        stack.push(q);
      }
    }
    return size;
  };
  fillWhite(0);
  let holes = 0;
  for (let p = 0; p < ink.length; p += 1) {
    // a loop of a pixel or two is noise or a blurred join, not a counter
    if (ink[p] === 0 && fillWhite(p) >= MIN_HOLE) holes += 1;
  }
  // pieces as tall as a character, not the sliver of a frame's edge beside it; strokes: narrow ones
  const tallPieces = inBox
    .map(({ box: piece }) => ({ w: piece.x1 - piece.x0 + 1, h: piece.y1 - piece.y0 + 1 }))
    .filter(({ w, h }) => h >= 0.6 * gh && w >= 0.15 * gh);
  const strokes = tallPieces.filter(({ w, h }) => w <= 0.6 * h).length;
  // how far the white reaches in from the left in the lower half (rows 50–90% down), and from
  // the right in the upper half (rows 15–45%)
  const isInk = (x: number, y: number) => ink[(y + 1) * mw + x + 1] === 1;
  let leftGap = 0;
  for (let y = Math.floor(0.5 * gh); y < Math.ceil(0.9 * gh); y += 1) {
    let x = 0;
    while (x < gw && !isInk(x, y)) x += 1;
    leftGap = Math.max(leftGap, x / gw);
  }
  let rightGap = 0;
  for (let y = Math.floor(0.15 * gh); y < Math.ceil(0.45 * gh); y += 1) {
    let x = gw - 1;
    while (x >= 0 && !isInk(x, y)) x -= 1;
    rightGap = Math.max(rightGap, (gw - 1 - x) / gw);
  }
  return { holes, pieces: tallPieces.length, strokes, aspect: gw / gh, leftGap, rightGap };
}

/** The fewest white pixels a closed loop of a character has to count (see `glyphShape`). */
const MIN_HOLE = 3;

/** A box of a cut, as the box around it in the photo. */
export function boxInPhoto(stickerCut: StickerCut, box: Box): Box {
  const corners = [
    stickerCut.toPhoto(box.x0, box.y0),
    stickerCut.toPhoto(box.x1, box.y0),
    stickerCut.toPhoto(box.x0, box.y1),
    stickerCut.toPhoto(box.x1, box.y1),
  ];
  return {
    x0: Math.min(...corners.map((c) => c.x)),
    y0: Math.min(...corners.map((c) => c.y)),
    x1: Math.max(...corners.map((c) => c.x)),
    y1: Math.max(...corners.map((c) => c.y)),
  };
}

/** A grey picture as a binary PGM file, which the OCR engine reads in the browser and in Node. */
export function pgmOf(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const bytes = new Uint8Array(header.length + image.data.length);
  bytes.set(header);
  bytes.set(image.data, header.length);
  return bytes;
}
