// hdlc_deframer -- receive side of a bit-synchronous HDLC link (work in progress).
// flag_hunter watches the serial stream for the 0x7E flag and for seven
// ones in a row (abort).  The deframer removes the zero stuffed after
// five ones, assembles bytes LSB first and strobes them out between
// flags.  The frame check sequence is not implemented yet.
module flag_hunter (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_en,
    input  wire       rx_bit,
    output reg  [7:0] window,
    output wire [2:0] ones,
    output wire       is_flag,
    output wire       is_abort
);
    reg [2:0] run;
    always @(posedge clk) begin
        if (rst) begin
            window <= 8'h00;
            run    <= 3'd0;
        end else if (bit_en) begin
            window <= {rx_bit, window[7:1]};
            if (!rx_bit)
                run <= 3'd0;
            else if (run != 3'd7)
                run <= run + 3'd1;
        end
    end
    assign ones     = run;
    assign is_flag  = (window == 8'h7E);
    assign is_abort = (run == 3'd7);
endmodule

module hdlc_deframer (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_en,
    input  wire       rx_bit,
    output reg  [7:0] rx_byte,
    output reg        rx_stb,
    output reg        frame_start,
    output reg        frame_end,
    output wire       frame_err,
    output wire       fcs_ok
);
    wire [7:0] win;
    wire [3:0] ones_run;
    wire       flag_hit, abort_hit;
    wire       crc_good;

    flag_hunter u_hunt (
        .clk(clk), .rst(rst), .bit_en(bit_en), .rx_bit(rx_bit),
        .window(win), .ones(ones_run), .is_flag(flag_hit), .is_abort(abort_hit)
    );

    reg        in_frame;
    reg  [7:0] shreg;
    reg  [2:0] bitcnt;
    reg  [7:0] delay_bits;    // 8-bit delay so the flag is never passed as data

    // a zero that follows five ones is a stuffed bit and is dropped
    wire stuffed = bit_en && !rx_bit && (ones_run == 4'd5);

    always @(posedge clk) begin
        if (rst) begin
            in_frame    <= 1'b0;
            shreg       <= 8'h00;
            bitcnt      <= 3'd0;
            rx_stb      <= 1'b0;
            frame_start <= 1'b0;
            frame_end   <= 1'b0;
            delay_bits  <= 8'h00;
        end else begin
            rx_stb      <= 1'b0;
            frame_start <= 1'b0;
            frame_end   <= 1'b0;
            if (bit_en)
                delay_bits <= {rx_bit, delay_bits[7:1]};
            if (flag_hit && bit_en) begin
                if (in_frame && bitcnt == 3'd0)
                    frame_end <= 1'b1;
                in_frame    <= 1'b1;
                frame_start <= !in_frame;
                bitcnt      <= 3'd0;
            end else if (abort_hit) begin
                in_frame <= 1'b0;
            end else if (in_frame && bit_en && !stuffed) begin
                shreg  <= {delay_bits[8], shreg[7:1]};
                bitcnt <= bitcnt + 3'd1;
                if (bitcnt == 3'd7) begin
                    rx_byte <= {delay_bits[0], shreg[7:1]};
                    rx_stb  <= 1'b1;
                end
            end
        end
    end

    assign abort_seen = abort_hit & in_frame;
    assign frame_err  = abort_seen | (frame_end & (bitcnt != 3'd0));
    assign fcs_ok     = crc_good & frame_end & 8'h1F0;
endmodule
