@domain
Feature: The crop dialog's settings
  The operator frames and adjusts a photo in the 'Crop and Resize Image' dialog before it is
  uploaded (docs/product.md §2, §4, §5, §9).

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

  Rule: The aspect presets are 16:9, 4:3, 1:1 and Free

    Scenario: The presets on offer
      Then the aspect presets read "16:9, 4:3, 1:1, Free"

    Scenario Outline: Choosing the <preset> preset
      Given the operator opens the crop dialog
      When the operator chooses the aspect preset "<preset>"
      Then the crop area keeps the ratio <ratio>

      Examples:
        | preset | ratio         |
        | 16:9   | 1.7778        |
        | 4:3    | 1.3333        |
        | 1:1    | 1             |
        | Free   | of any shape  |

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

  Rule: 'Apply Crop' waits for a crop area, and a crop area is at least 100 by 100

    Scenario: Before the cropper reports an area
      Given the operator opens the crop dialog
      Then "Apply Crop" is disabled

    Scenario: Once the cropper reports an area
      Given the operator opens the crop dialog
      When the cropper reports an area of 640 by 360
      Then "Apply Crop" is enabled

    Scenario Outline: An area of <width> by <height> is cropped as <final>
      Given the operator opens the crop dialog
      When the cropper reports an area of <width> by <height>
      Then the crop applied is <final>

      Examples:
        | width | height | final      |
        | 40    | 30     | 100 by 100 |
        | 99    | 500    | 100 by 500 |
        | 100   | 100    | 100 by 100 |
        | 1920  | 1080   | 1920 by 1080 |
