// hotswap_seq: hot-swap power sequencer for a plug-in card.  After the card
// is seated, the inrush limiter ramps, then the main FET is switched on and
// power-good is awaited; a fault latches everything off until re-seated.
// The 'fet_ok' / 'limit_hold' pair was written as two cross-coupled
// combinational terms (a ring through fet_ok and limit_hold).
module hotswap_seq (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       seated,
    input  wire       pgood,
    input  wire       overcur,
    output reg        fet_en,
    output reg        limit_en,
    output reg        fault,
    output wire       ready
);
    localparam OFF = 2'd0, RAMP = 2'd1, ON = 2'd2, TRIP = 2'd3;
    reg [1:0] st;
    reg [7:0] ramp_cnt;
    wire      fet_ok;
    wire      limit_hold;

    assign fet_ok     = pgood & ~overcur & ~limit_hold;
    assign limit_hold = (st == RAMP) & ~fet_ok;
    assign ready      = (st == ON) & fet_ok;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            st <= OFF; ramp_cnt <= 8'd0;
            fet_en <= 1'b0; limit_en <= 1'b0; fault <= 1'b0;
        end else begin
            case (st)
                OFF:  if (seated) begin st <= RAMP; ramp_cnt <= 8'd0; limit_en <= 1'b1; end
                RAMP: begin
                          ramp_cnt <= ramp_cnt + 8'd1;
                          if (overcur) st <= TRIP;
                          else if (ramp_cnt == 8'd200 && !limit_hold) begin
                              st <= ON; fet_en <= 1'b1; limit_en <= 1'b0;
                          end
                      end
                ON:   if (overcur || !fet_ok) st <= TRIP;
                TRIP: begin
                          fet_en <= 1'b0; limit_en <= 1'b0; fault <= 1'b1;
                          if (!seated) begin st <= OFF; fault <= 1'b0; end
                      end
            endcase
        end
    end
endmodule
