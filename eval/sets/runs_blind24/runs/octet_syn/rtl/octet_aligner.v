// Byte aligner for a serial link: hunts for the 0xA5 sync octet, verifies it on three frames, then outputs aligned bytes.
module octet_aligner (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sdata,
    output reg  [7:0] octet,
    output reg        octet_vld,
    output wire       locked,
    output reg        slip_evt
);
    localparam SYNC = 8'hA5;

    localparam S_HUNT   = 3'd0,
               S_CHECK1 = 3'd1,
               S_CHECK2 = 3'd2,
               S_LOCKED = 3'd3,
               S_SLIP   = 3'd4;

    reg [2:0] state, state_nx;
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg [1:0] misses;

    wire frame_end = (bitcnt == 3'd7);
    wire sync_hit  = ({shreg[6:0], sdata} == SYNC);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg  <= 8'h00;
            bitcnt <= 3'd0;
        end else begin
            shreg <= {shreg[6:0], sdata};
            if (state == S_HUNT && sync_hit)
                bitcnt <= 3'd0;
            else
                bitcnt <= bitcnt + 3'd1;
        end
    end

    always @(*) begin
        state_nx = state;
        case (state)
            S_HUNT:   if (sync_hit) state_nx = S_CHECK1;
            S_CHECK1: if (frame_end) state_nx = sync_hit ? S_CHECK2 : S_HUNT;
            S_CHECK2: if (frame_end) state_nx = sync_hit ? S_LOCKED : S_HUNT;
            S_LOCKED: if (frame_end && !sync_hit && misses == 2'd3) state_nx = S_SLIP;
            S_SLIP:   state_nx = S_HUNT;
            default:  ;               // unused codes: hold
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state     <= S_HUNT;
            misses    <= 2'd0;
            octet     <= 8'h00;
            octet_vld <= 1'b0;
            slip_evt  <= 1'b0;
        end else begin
            state     <= state_nx;
            octet_vld <= 1'b0;
            slip_evt  <= (state == S_SLIP);
            if (state == S_LOCKED && frame_end) begin
                octet     <= {shreg[6:0], sdata};
                octet_vld <= 1'b1;
                if (sync_hit)
                    misses <= 2'd0;
                else if (misses != 2'd3)
                    misses <= misses + 2'd1;
            end else if (state != S_LOCKED) begin
                misses <= 2'd0;
            end
        end
    end

    assign locked = (state == S_LOCKED);
endmodule
