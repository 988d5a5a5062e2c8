// kumquat_rot: purely combinational 16-bit barrel rotator/shifter (left/right, rotate/logical/arithmetic)
module kumquat_rot (
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire        dir_left,
    input  wire [1:0]  mode,      // 0 rotate, 1 logical shift, 2 arithmetic shift
    output wire [15:0] dout,
    output wire        all_zero
);
    // reverse bits so one right-going network serves both directions
    function [15:0] rev16;
        input [15:0] x;
        integer k;
        begin
            for (k = 0; k < 16; k = k + 1) rev16[k] = x[15-k];
        end
    endfunction

    wire [15:0] src  = dir_left ? rev16(din) : din;
    wire        fill = (mode == 2'd2) && !dir_left && din[15];
    wire [15:0] s0, s1, s2, s3;

    assign s0 = amt[0] ? {(mode == 2'd0) ? src[0]     : fill,           src[15:1]} : src;
    assign s1 = amt[1] ? {(mode == 2'd0) ? s0[1:0]    : {2{fill}},      s0[15:2]}  : s0;
    assign s2 = amt[2] ? {(mode == 2'd0) ? s1[3:0]    : {4{fill}},      s1[15:4]}  : s1;
    assign s3 = amt[3] ? {(mode == 2'd0) ? s2[7:0]    : {8{fill}},      s2[15:8]}  : s2;

    assign dout     = dir_left ? rev16(s3) : s3;
    assign all_zero = ~|dout;
endmodule
