// sat_round16: combinational requantizer. Takes a 24-bit signed accumulator value,
// arithmetic-shifts it right by 0..7, rounds (truncate / half-up / half-even / toward zero)
// and saturates into a 16-bit signed result with overflow flags.
module sat_round16 (
    input  signed [23:0] acc,
    input         [2:0]  shamt,
    input         [1:0]  rmode,
    output        [15:0] res,
    output               ovf_pos,
    output               ovf_neg,
    output               inexact
);
    // shifted value keeps 1 extra fractional bit window for rounding decisions
    wire signed [23:0] shifted = acc >>> shamt;
    wire        [7:0]  mask    = (8'd1 << shamt) - 8'd1;
    wire        [7:0]  lost    = acc[7:0] & mask;
    wire        [7:0]  half    = (shamt == 3'd0) ? 8'd0 : (8'd1 << (shamt - 3'd1));
    wire               gt_half = (lost > half);
    wire               eq_half = (lost == half) && (shamt != 3'd0);
    wire               nz      = (lost != 8'd0);

    reg inc;
    always @* begin
        case (rmode)
            2'd0: inc = 1'b0;                                   // truncate (floor)
            2'd1: inc = gt_half | eq_half;                      // round half up
            2'd2: inc = gt_half | (eq_half & shifted[0]);       // round half even
            default: inc = acc[23] & nz;                        // toward zero
        endcase
    end

    wire signed [24:0] rounded = {shifted[23], shifted} + {24'd0, inc};
    wire pos_big = ~rounded[24] & (|rounded[23:15]);
    wire neg_big =  rounded[24] & ~(&rounded[23:15]);

    assign ovf_pos = pos_big;
    assign ovf_neg = neg_big;
    assign res     = pos_big ? 16'h7FFF : neg_big ? 16'h8000 : rounded[15:0];
    assign inexact = nz | pos_big | neg_big;
endmodule
