// lin_header_tx -- LIN bus commander: sends the frame header.
// Break field: 13 dominant (0) bit times, then a 1-bit break delimiter.
// Sync field: 0x55 framed as a UART byte.  Protected identifier: 6-bit id
// with parity P0 = id0^id1^id2^id4, P1 = ~(id1^id3^id4^id5).
// Bit time comes from a prescaler counting 'div' clock cycles.
module lin_header_tx (
    input  wire        clk,
    input  wire        rst,
    input  wire [11:0] div,       // clock cycles per bit, minus one
    input  wire        send,
    input  wire [5:0]  frame_id,
    output reg         txd,
    output wire        busy,
    output reg         hdr_done
);
    localparam [1:0] P_IDLE = 2'd0, P_BREAK = 2'd1, P_SYNC = 2'd2, P_PID = 2'd3;

    reg [1:0]  phase;
    reg [11:0] pre;
    reg [3:0]  bitn;
    reg [9:0]  frame;            // start bit, 8 data bits LSB first, stop bit
    wire       bit_tick = (pre == 12'd0);

    wire p0 = frame_id[0] ^ frame_id[1] ^ frame_id[2] ^ frame_id[4];
    wire p1 = ~(frame_id[1] ^ frame_id[3] ^ frame_id[4] ^ frame_id[5]);
    wire [7:0] pid = {p1, p0, frame_id};

    always @(posedge clk) begin
        if (rst) begin
            phase    <= P_IDLE;
            pre      <= 12'd0;
            bitn     <= 4'd0;
            frame    <= 10'h3FF;
            txd      <= 1'b1;
            hdr_done <= 1'b0;
        end else begin
            hdr_done <= 1'b0;
            pre <= bit_tick ? div : pre - 12'd1;
            case (phase)
                P_IDLE: begin
                    txd <= 1'b1;
                    if (send) begin
                        phase <= P_BREAK;
                        bitn  <= 4'd0;
                        pre   <= div;
                    end
                end
                P_BREAK: if (bit_tick) begin
                    bitn <= bitn + 4'd1;
                    txd  <= (bitn >= 4'd13) ? 1'b1 : 1'b0;   // 13 low, then delimiter
                    if (bitn == 4'd14) begin
                        phase <= P_SYNC;
                        bitn  <= 4'd0;
                        frame <= {1'b1, 8'h55, 1'b0};
                    end
                end
                P_SYNC, P_PID: if (bit_tick) begin
                    txd   <= frame[0];
                    frame <= {1'b1, frame[9:1]};
                    bitn  <= bitn + 4'd1;
                    if (bitn == 4'd9) begin
                        bitn <= 4'd0;
                        if (phase == P_SYNC) begin
                            phase <= P_PID;
                            frame <= {1'b1, pid, 1'b0};
                        end else begin
                            phase    <= P_IDLE;
                            hdr_done <= 1'b1;
                        end
                    end
                end
            endcase
        end
    end

    assign busy = ~(phase == P_IDLE);
endmodule
