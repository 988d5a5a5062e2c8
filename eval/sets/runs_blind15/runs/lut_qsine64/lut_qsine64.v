// lut_qsine64: 8-bit sine generator from a 16-entry quarter-wave table.
// A 6-bit phase accumulator steps by 'fstep'; the top two phase bits select
// the quadrant (mirror address / negate output).  'test_mode' bypasses the
// table and drives the raw phase out, for bring-up.
module lut_qsine64 (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] fstep,
    input  wire       test_mode,
    output reg  [7:0] wave
);
    reg  [5:0] phase;
    wire [1:0] quad = phase[5:4];
    wire [3:0] addr = quad[0] ? ~phase[3:0] : phase[3:0];
    reg  [6:0] mag;

    always @(posedge clk)
        if (rst) phase <= 6'd0;
        else     phase <= phase + {3'd0, fstep};

    always @* begin
        case (addr)
            4'd0:  mag = 7'd3;
            4'd1:  mag = 7'd15;
            4'd2:  mag = 7'd27;
            4'd3:  mag = 7'd39;
            4'd4:  mag = 7'd50;
            4'd5:  mag = 7'd61;
            4'd6:  mag = 7'd71;
            4'd7:  mag = 7'd81;
            4'd8:  mag = 7'd90;
            4'd9:  mag = 7'd98;
            4'd10: mag = 7'd105;
            4'd11: mag = 7'd111;
            4'd12: mag = 7'd116;
            4'd13: mag = 7'd120;
            4'd14: mag = 7'd123;
            default: mag = 7'd126;
        endcase
    end

    always @(posedge clk)
        if (rst)            wave <= 8'd128;
        else if (test_mode) wave <= {phase, 2'b00};
        else if (quad[1])   wave <= 8'd128 - {1'b0, mag};
        else                wave <= 8'd128 + {1'b0, mag};
endmodule
