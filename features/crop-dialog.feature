Feature: The crop dialog's settings
  The operator frames and adjusts a photo in the 'Crop and Resize Image' dialog before it is
  uploaded (docs/product.md §2, §4, §5, §9). Each rule is tagged with the levels where it shows:
  the settings are the domain's; the minimum crop shows in the domain and on the admin page; the
  keyboard only in the browser (docs/decisions/046).

  @domain
  Rule: The dialog opens with the default settings

    Scenario: A freshly opened dialog
      When the operator opens the crop dialog
      Then the crop settings read:
        | setting      | value |
        | aspect       | 16:9  |
        | scale        | 1     |
        | rotation     | 0     |
        | brightness   | 100   |
        | contrast     | 100   |
        | saturation   | 100   |
        | auto enhance | on    |
        | quality      | 85    |
        | format       | webp  |

  @domain
  Rule: Each slider keeps to its bounds and steps; a value out of range is brought back in

    Scenario Outline: Setting <slider> to <typed>
      Given the operator opens the crop dialog
      When the operator sets the <slider> slider to <typed>
      Then the <slider> slider shows <shown>

      Examples:
        | slider     | typed | shown |
        | scale      | 0.2   | 0.5   |
        | scale      | 1.23  | 1.2   |
        | scale      | 3.5   | 3     |
        | brightness | 10    | 25    |
        | brightness | 112   | 110   |
        | brightness | 250   | 200   |
        | contrast   | 24    | 25    |
        | contrast   | 201   | 200   |
        | saturation | -10   | 0     |
        | saturation | 0     | 0     |
        | saturation | 205   | 200   |
        | quality    | 50    | 60    |
        | quality    | 92    | 90    |
        | quality    | 100   | 100   |
        | quality    | 120   | 100   |

  @domain
  Rule: The aspect presets are 16:10 (the public cards' frame), 16:9, 4:3, 1:1 and Free

    Scenario: The presets on offer
      Then the aspect presets read "16:10, 16:9, 4:3, 1:1, Free"

    Scenario Outline: Choosing the <preset> preset
      Given the operator opens the crop dialog
      When the operator chooses the aspect preset "<preset>"
      Then the crop area keeps the ratio <ratio>

      Examples:
        | preset | ratio         |
        | 16:10  | 1.6           |
        | 16:9   | 1.7778        |
        | 4:3    | 1.3333        |
        | 1:1    | 1             |
        | Free   | of any shape  |

  @domain
  Rule: Rotation turns by 90 degrees either way and wraps at 360

    Scenario Outline: Rotating <direction> from <start>°
      Given the operator opens the crop dialog
      And the photo has been turned to <start>°
      When the operator rotates <direction>
      Then the photo is turned to <end>°

      Examples:
        | start | direction | end |
        | 0     | right     | 90  |
        | 270   | right     | 0   |
        | 0     | left      | 270 |
        | 90    | left      | 0   |
        | 180   | left      | 90  |

  @domain
  Rule: Reset puts the framing back; Reset Adjustments puts brightness, contrast and saturation back

    Scenario: Reset
      Given the operator opens the crop dialog
      And the operator has zoomed to 2, turned the photo right and set brightness to 150
      When the operator presses "Reset"
      Then the scale is 1, the rotation 0° and the brightness 150

    Scenario: Reset Adjustments
      Given the operator opens the crop dialog
      And the operator has zoomed to 2, turned the photo right and set brightness to 150
      And the operator sets the contrast slider to 60
      And the operator sets the saturation slider to 0
      When the operator presses "Reset Adjustments"
      Then the brightness, contrast and saturation are back to 100
      And the scale is 2 and the rotation 90°

  @domain
  Rule: The quality slider is shown only when the format is not Original

    Scenario Outline: Format <format>
      Given the operator opens the crop dialog
      When the operator chooses the output format "<format>"
      Then the quality slider is <shown>

      Examples:
        | format   | shown  |
        | webp     | shown  |
        | jpeg     | shown  |
        | original | hidden |

  @domain
  Rule: 'Apply Crop' waits for a crop area

    Scenario: Before the cropper reports an area
      Given the operator opens the crop dialog
      Then "Apply Crop" is disabled

    Scenario: Once the cropper reports an area
      Given the operator opens the crop dialog
      When the cropper reports an area of 640 by 360
      Then "Apply Crop" is enabled

  @domain
  Rule: A crop under 100 by 100 grows to the minimum of its aspect, around where it was, and is shifted back inside the photo

    Scenario Outline: A <aspect> area of <area> on a photo of 1000 by 563
      When the cropper reports a <aspect> area of <area> on a photo of 1000 by 563
      Then the crop applied is <final>

      Examples:
        | aspect | area                 | final                  |
        | 16:9   | 50 by 28 at 950, 200 | 178 by 100 at 822, 164 |
        | 16:9   | 50 by 28 at 400, 200 | 178 by 100 at 336, 164 |
        | 4:3    | 40 by 30 at 0, 0     | 134 by 100 at 0, 0     |
        | 1:1    | 20 by 20 at 10, 540  | 100 by 100 at 0, 463   |
        | Free   | 40 by 300 at 990, 0  | 100 by 300 at 900, 0   |
        | 16:9   | 640 by 360 at 12, 8  | 640 by 360 at 12, 8    |

  @domain @ui
  Rule: The operator never gets a crop smaller than the minimum or reaching past the photo

    Scenario: Zoomed all the way in at the corner of a small photo
      Given the operator has picked a photo of 250 by 141 pixels to crop
      When the operator zooms the crop in as far as it goes
      And the operator moves the crop area to the bottom right corner
      Then the crop area is 178 by 100 pixels and ends at the photo's bottom right corner
      When the operator applies this crop
      Then the tour's new photo is 178 by 100 pixels

  # The minimum is the domain's (every case at @domain); in a browser, one refusal shows the dialog's wiring.
  @domain
  Rule: A photo too small for the crop is refused before the dialog opens

    Scenario Outline: A photo of <width> by <height> pixels
      When the operator picks a photo of <width> by <height> pixels to crop
      Then the photo is refused with "Photo too small": "<reason>"

      @ui
      Examples: In the browser too
        | width | height | reason                                                                                          |
        | 150   | 90     | This photo is 150 × 90 pixels; a 16:9 crop needs at least 178 × 100 pixels. Please choose a larger photo. |

      Examples:
        | width | height | reason                                                                                          |
        | 177   | 400    | This photo is 177 × 400 pixels; a 16:9 crop needs at least 178 × 100 pixels. Please choose a larger photo. |

    Scenario: A photo that just holds the minimum
      When the operator picks a photo of 178 by 100 pixels to crop
      Then the crop dialog opens on it

  @ui
  Rule: The whole dialog works from the keyboard

    Scenario: + and - zoom, the arrow keys move the crop frame in their direction
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      When the operator presses "+" 3 times on the crop area
      Then the scale reads 1.3
      When the operator presses "-" 1 time on the crop area
      Then the scale reads 1.2
      When the operator presses "ArrowRight" 5 times on the crop area
      Then the crop frame has moved right over the photo
      When the operator presses "ArrowUp" 5 times on the crop area
      Then the crop frame has moved up over the photo

    Scenario: Tab reaches the presets, the sliders and the buttons
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      Then Tab from the crop area reaches, in this order:
        | 16:10             |
        | 16:9              |
        | 4:3               |
        | 1:1               |
        | Free              |
        | Scale             |
        | Rotate Left       |
        | Rotate Right      |
        | Reset             |
        | Brightness        |
        | Contrast          |
        | Saturation        |
        | Reset Adjustments |
        | Enhance Now       |
        | Auto Enhance      |
        | Output Format     |
        | Quality           |
        | Cancel            |
        | Apply Crop        |

    Scenario: Escape cancels
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      When the operator presses Escape
      Then the crop dialog closes and no tour has a new photo

  @ui
  Rule: The dialog fits its window: every control on screen at 1440 × 900 and 1280 × 720, the frame and the previews together on a phone

    Scenario: On laptop screens nothing needs the scroll
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      Then in a window of 1440 by 900 every control of the dialog is on screen, none under another, without scrolling
      And in a window of 1280 by 720 every control of the dialog is on screen, none under another, without scrolling

    Scenario: On a phone the frame and both previews are seen together
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      Then in a window of 390 by 844 the crop frame and both previews are on screen together

    Scenario: The Auto Enhance switch is a target of 24 by 24 pixels at least
      Given the operator has picked a photo of 1600 by 900 pixels to crop
      Then the Auto Enhance switch is at least 24 by 24 pixels
