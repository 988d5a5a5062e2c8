// tdm_slot_mux: four 8-bit channels time-multiplexed onto one byte lane.
// A 2-bit slot counter walks the channels; disabled slots send the idle
// byte. In test mode the lane carries a PRBS-7 pattern instead. A running
// frame checksum (sum of the four slot bytes) is published once per frame.
module tdm_slot_mux (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       test_mode,
    input  wire [3:0] slot_en,
    input  wire [7:0] idle_byte,
    input  wire [7:0] ch0,
    input  wire [7:0] ch1,
    input  wire [7:0] ch2,
    input  wire [7:0] ch3,
    output reg  [7:0] lane,
    output reg  [1:0] lane_slot,
    output reg        frame_sync,
    output reg  [9:0] frame_sum
);
    reg [1:0] slot;
    reg [6:0] prbs;
    reg [9:0] acc;
    reg [7:0] pick;

    // channel select for the current slot
    always @* begin
        case (slot)
            2'd0: pick = ch0;
            2'd1: pick = ch1;
            2'd2: pick = ch2;
            default: pick = ch3;
        endcase
        if (!slot_en[slot])
            pick = idle_byte;
    end

    wire [7:0] lane_d = test_mode ? {1'b0, prbs} : pick;
    wire       prbs_fb = prbs[6] ^ prbs[5];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            slot       <= 2'd0;
            prbs       <= 7'h7f;
            acc        <= 10'd0;
            lane       <= 8'd0;
            lane_slot  <= 2'd0;
            frame_sync <= 1'b0;
            frame_sum  <= 10'd0;
        end else begin
            slot       <= slot + 2'd1;
            prbs       <= {prbs[5:0], prbs_fb};
            lane       <= lane_d;
            lane_slot  <= slot;
            frame_sync <= (slot == 2'd0);
            if (slot == 2'd3) begin
                frame_sum <= acc + {2'b00, lane_d};
                acc       <= 10'd0;
            end else begin
                acc       <= acc + {2'b00, lane_d};
            end
        end
    end
endmodule
