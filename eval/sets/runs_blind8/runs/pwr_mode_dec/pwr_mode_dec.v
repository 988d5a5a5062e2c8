// Power-mode decoder for a retention/isolation controller (combinational).
module pwr_mode_dec (
  input  wire [2:0] mode,
  input  wire       wake,
  output reg        iso_en,
  output reg        ret_en,
  output reg  [1:0] vsel,
  output reg        clk_gate
);
  always @* begin
    iso_en   = 1'b1;
    clk_gate = 1'b0;
    case (mode)
      3'd0: begin            // ACTIVE
        iso_en = 1'b0;
        ret_en = 1'b0;
        vsel   = 2'd3;
      end
      3'd1: begin            // LOW_V
        iso_en = 1'b0;
        vsel   = 2'd2;
      end
      3'd2: begin            // RETAIN
        ret_en   = 1'b1;
        vsel     = 2'd1;
        clk_gate = 1'b1;
      end
      3'd3: begin            // WAKING
        if (wake) begin
          ret_en = 1'b0;
          vsel   = 2'd2;
        end
      end
      default: begin         // OFF
        ret_en   = 1'b1;
        vsel     = 2'd0;
        clk_gate = 1'b1;
      end
    endcase
  end
endmodule
