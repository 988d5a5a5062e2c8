# work-in-progress edit: add a half-way flag that will later raise a second interrupt
/wire zero      = (count == 16'd0);/a\
    wire half      = (count == {1'b0, load[15:1]})
