// dmx512_tx: DMX512 lighting-bus transmitter (250 kbit/s, 8N2).  Sends a
// BREAK (>= 88 us low), a MARK-AFTER-BREAK (>= 8 us high), the start code
// and then NSLOT channel bytes fetched from an external slot buffer.
module dmx512_tx #(
    parameter CLK_DIV = 40,     // clk cycles per 4 us bit (10 MHz clock)
    parameter NSLOT   = 32
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       go,
    input  wire [7:0] slot_data,
    output reg  [5:0] slot_addr,
    output reg        tx,
    output reg        frame_busy
);
    localparam IDLE = 3'd0, BRK = 3'd1, MAB = 3'd2, START = 3'd3, SLOT = 3'd4;

    reg [2:0]  st;
    reg [5:0]  div;
    reg [4:0]  bitno;
    reg [10:0] shreg;
    wire       bit_end = (div == CLK_DIV - 1);

    always @(posedge clk) begin
        if (rst) begin
            st         <= IDLE;
            div        <= 6'd0;
            bitno      <= 5'd0;
            shreg      <= 11'h7FF;
            tx         <= 1'b1;
            slot_addr  <= 6'd0;
            frame_busy <= 1'b0;
        end else begin
            div <= bit_end ? 6'd0 : div + 6'd1;
            case (st)
                IDLE: begin
                    tx <= 1'b1;
                    frame_busy <= 1'b0;
                    if (go) begin
                        st <= BRK; bitno <= 5'd0; div <= 6'd0; frame_busy <= 1'b1;
                    end
                end
                BRK: begin
                    tx <= 1'b0;
                    if (bit_end) begin
                        bitno <= bitno + 5'd1;
                        if (bitno == 5'd22) begin st <= MAB; bitno <= 5'd0; end
                    end
                end
                MAB: begin
                    tx <= 1'b1;
                    if (bit_end) begin
                        bitno <= bitno + 5'd1;
                        if (bitno == 5'd2) begin
                            st <= START; bitno <= 5'd0;
                            shreg <= {2'b11, 8'h00, 1'b0};
                        end
                    end
                end
                START, SLOT: begin
                    tx <= shreg[0];
                    if (bit_end) begin
                        shreg <= {1'b1, shreg[10:1]};
                        bitno <= bitno + 5'd1;
                        if (bitno == 5'd10) begin
                            bitno <= 5'd0;
                            if (st == SLOT && slot_addr == NSLOT - 1) begin
                                st <= IDLE; slot_addr <= 6'd0;
                            end else begin
                                if (st == SLOT) slot_addr <= slot_addr + 6'd1;
                                st    <= SLOT;
                                shreg <= {2'b11, slot_data, 1'b0};
                            end
                        end
                    end
                end
                default: st <= IDLE;
            endcase
        end
    end
endmodule
