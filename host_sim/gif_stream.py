"""Animated GIFs written one frame at a time (issue 26): a long recording at a large
scale never holds its frames as pictures (Pillow's ``save(save_all=True)`` keeps every
frame until the end: 3,600 frames at ``--scale 200`` would need about 110 GB).

Each frame is rendered, turned into a paletted picture with its own colour table, and
only the rectangle that changed since the frame before is written (the earlier picture
stays: disposal 0), through Pillow's GIF writer for one frame; one picture at a time is
in memory. A frame equal to the one before lengthens that one's duration instead.
"""

from PIL import GifImagePlugin, Image, ImageChops


def write(path, pictures, durations):
    """Write ``pictures`` (an iterable of RGB images, all one size, made one at a time)
    shown for ``durations`` ms each (a list, or a function of the frame's index) to
    ``path`` as a looping GIF. OSError when the file cannot be written."""
    duration_of = durations if callable(durations) else durations.__getitem__
    with open(path, "wb") as fp:
        pending = None  # (paletted picture, its rectangle, its duration): written when the next differs
        previous = None  # the RGB picture shown last
        for i, picture in enumerate(pictures):
            ms = int(duration_of(i))
            if previous is not None:
                box = ImageChops.difference(previous, picture).getbbox()
                if box is None:  # the same picture: the one before stays up longer
                    pending = (pending[0], pending[1], pending[2] + ms)
                    continue
                _frame(fp, pending, first=pending[1] is None)
                pending = (_paletted(picture.crop(box)), box, ms)
            else:
                pending = (_paletted(picture), None, ms)
            previous = picture
        if pending is None:
            raise ValueError("a GIF needs a frame")
        _frame(fp, pending, first=pending[1] is None)
        fp.write(b";")


def _paletted(picture):
    return picture.convert("P", palette=Image.Palette.ADAPTIVE, colors=256)


def _frame(fp, frame, first):
    picture, box, ms = frame
    info = {"duration": ms, "loop": 0, "disposal": 0}
    if first:
        for chunk in GifImagePlugin._get_global_header(picture, info):
            fp.write(chunk)
        GifImagePlugin._write_frame_data(fp, picture, (0, 0), info)
    else:
        info["include_color_table"] = True
        GifImagePlugin._write_frame_data(fp, picture, box[:2], info)
