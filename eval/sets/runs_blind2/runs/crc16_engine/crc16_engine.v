// CRC-16/CCITT engine, one data byte per clock (polynomial 0x1021).
module crc16_engine (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        clear,
    input  wire        data_valid,
    input  wire [7:0]  data_in,
    output wire [15:0] crc_out
);
    reg [15:0] crc_q;
    reg [15:0] crc_next;
    integer i;

    always @* begin
        crc_next = crc_q;
        for (i = 0; i < 8; i = i + 1) begin
            if (crc_next[15] ^ data_in[7-i])
                crc_next = {crc_next[14:0], 1'b0} ^ 16'h1021;
            else
                crc_next = {crc_next[14:0], 1'b0}
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc_q <= 16'hFFFF;
        else if (clear)
            crc_q <= 16'hFFFF;
        else if (data_valid)
            crc_q <= crc_next;
    end

    assign crc_out = crc_q;
endmodule
