// word_handoff: moves 16 bit words from the sensor clock domain (clk_s)
// to the bus clock domain (clk_b) with a four phase toggle handshake.
// The data bus is held stable while the request toggle crosses.
module word_handoff (
    input  wire        clk_s,
    input  wire        rst_s_n,
    input  wire        clk_b,
    input  wire        rst_b_n,
    input  wire [15:0] s_word,
    input  wire        s_strobe,
    output wire        s_busy,
    output reg  [15:0] b_word,
    output reg         b_valid,
    output reg  [7:0]  b_count
);
    reg        ack_tog;      // destination domain acknowledge toggle

    // ---------------- source domain ----------------
    reg [15:0] hold_word;
    reg        req_tog;
    reg [1:0]  ack_sync;
    reg        ack_seen;

    assign s_busy = req_tog ^ ack_seen;

    always @(posedge clk_s or negedge rst_s_n) begin
        if (!rst_s_n) begin
            hold_word <= 16'h0;
            req_tog   <= 1'b0;
            ack_sync  <= 2'b00;
            ack_seen  <= 1'b0;
        end else begin
            ack_sync <= {ack_sync[0], ack_tog};
            ack_seen <= ack_sync[1];
            if (s_strobe && !s_busy) begin
                hold_word <= s_word;
                req_tog   <= ~req_tog;
            end
        end
    end

    // ---------------- destination domain ----------------
    reg [2:0] req_sync;
    wire      req_edge = req_sync[2] ^ req_sync[1];

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            req_sync <= 3'b000;
            ack_tog  <= 1'b0;
            b_word   <= 16'h0;
            b_valid  <= 1'b0;
            b_count  <= 8'd0;
        end else begin
            req_sync <= {req_sync[1:0], req_tog};
            b_valid  <= 1'b0;
            if (req_edge) begin
                b_word  <= hold_word;          // stable: crossed by handshake
                b_valid <= 1'b1;
                b_count <= b_count + 8'd1;
                ack_tog <= ~ack_tog;
            end
        end
    end
endmodule
