// crc5_usb: serial CRC5 for USB token packets (poly x^5 + x^2 + 1).
// Bits arrive LSB first with bit_en. The residual is inverted on output.
module crc5_usb (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,     // clear to all ones
    input  wire       bit_en,
    input  wire       bit_in,
    input  wire       finish,    // latch result
    output reg  [4:0] crc_out,
    output reg        crc_vld,
    output wire       match,     // residual check for a received packet
    output wire       pid_ok     // PID check nibble is the inverse of the type nibble
);
    reg [4:0] lfsr;
    reg [4:0] bit_cnt;
    wire fb = lfsr[4] ^ bit_in;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            lfsr    <= 5'b11111;
            bit_cnt <= 5'd0;
        end else if (start) begin
            lfsr    <= 5'b11111;
            bit_cnt <= 5'd0;
        end else if (bit_en) begin
            lfsr    <= {lfsr[3], lfsr[2], lfsr[1] ^ fb, lfsr[0], fb};
            bit_cnt <= bit_cnt + 5'd1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            crc_out <= 5'd0;
            crc_vld <= 1'b0;
        end else begin
            crc_vld <= finish;
            if (finish)
                crc_out <= ~{lfsr[0], lfsr[1], lfsr[2], lfsr[3], lfsr[4]};
        end
    end

    // USB residual for a good token is 5'b01100
    assign match = (lfsr == 5'b01100) && (bit_cnt == 5'd16);

    // capture the 8-bit PID that precedes the protected token fields;
    // the PID is not covered by the CRC, so it is shifted in while
    // pid_phase is high (first eight bits after start)
    reg [7:0] pid;
    reg [3:0] pid_bits;
    wire      pid_phase = (pid_bits != 4'd8);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pid      <= 8'h00;
            pid_bits <= 4'd0;
        end else if (start) begin
            pid_bits <= 4'd0;
        end else if (bit_en && pid_phase) begin
            pid      <= {bit_in, pid[7:1]};
            pid_bits <= pid_bits + 4'd1;
        end
    end
    assign pid_ok = ~pid_phase && (pid[7:4] == ~pid[3:0]);
endmodule
