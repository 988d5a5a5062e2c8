// Frame-header detector FSM that hunts for the sync byte 0xA5 on a serial bit stream and then counts a 4-bit payload length.
module otter_fsm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       bit_in,
    input  wire       bit_valid,
    output reg        hdr_found,
    output reg  [3:0] payload_len,
    output reg        busy
);
    localparam S_HUNT  = 3'd0,
               S_LEN   = 3'd1,
               S_DATA  = 3'd2,
               S_DONE  = 3'd3,
               S_ERR   = 3'd4;

    reg [2:0] state, nxt;
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg [3:0] datacnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) shreg <= 8'h00;
        else if (bit_valid) shreg <= {shreg[6:0], bit_in};
    end

    always @(*) begin
        nxt = state;
        case (state)
            S_HUNT: if (bit_valid && {shreg[6:0], bit_in} == 8'hA5) nxt = S_LEN;
            S_LEN:  if (bit_valid && bitcnt == 3'd3) nxt = S_DATA;
            S_DATA: if (bit_valid && datacnt == 4'd1) nxt = S_DONE;
                    else if (payload_len == 4'd0) nxt = S_ERR;
            S_DONE: nxt = S_HUNT;
            S_ERR:  nxt = S_HUNT;
            default: nxt = S_HUNT;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state       <= S_HUNT;
            bitcnt      <= 3'd0;
            datacnt     <= 4'd0;
            payload_len <= 4'd0;
            hdr_found   <= 1'b0;
            busy        <= 1'b0;
        end else begin
            state     <= nxt;
            hdr_found <= (state == S_HUNT) && (nxt == S_LEN);
            busy      <= (nxt != S_HUNT);
            case (state)
                S_HUNT: bitcnt <= 3'd0;
                S_LEN: if (bit_valid) begin
                    payload_len <= {payload_len[2:0], bit_in};
                    bitcnt      <= bitcnt + 3'd1;
                    datacnt     <= {payload_len[2:0], bit_in};
                end
                S_DATA: if (bit_valid) datacnt <= datacnt - 4'd1;
                default: ;
            endcase
        end
    end
endmodule
