// barrel_rot: 8-bit barrel rotator with enable and direction. The rotated
// value is produced combinationally; "amt_hold" is meant to remember the last
// shift amount used while rot_en is high so that the status output can show it.
module barrel_rot (
    input      [7:0] din,
    input      [2:0] amt,
    input            dir_left,
    input            rot_en,
    output reg [7:0] dout,
    output reg [2:0] amt_hold
);
    reg [15:0] dbl;

    always @* begin
        dbl = {din, din};
        if (!rot_en)
            dout = din;
        else if (dir_left)
            dout = dbl[15 - amt -: 8];
        else
            dout = dbl[amt +: 8];
    end

    // status: last amount used (no else branch -> storage)
    always @* begin
        if (rot_en)
            amt_hold = amt;
    end
endmodule
